import { describe, expect, it } from 'vitest';
import {
  campSpecInputSchema,
  describeNamedItem,
  describeSwitchSession,
  missingSpanish,
  serverNotes,
  textIn,
  textsIn,
  tournamentInputSchema,
} from '../src/index.js';

const camp = {
  id: 1,
  campName: 'Summer Skills Camp',
  catalogDescription: 'Fast, fun sessions.',
  attendeeNotes: 'Bring water.',
  es: { campName: 'Campamento de verano', catalogDescription: '', attendeeNotes: '  ' },
};

describe('staff-written content in two languages', () => {
  it('shows the Spanish text where it is written and the English one where it is not', () => {
    expect(textsIn(camp, 'es')).toEqual({
      ...camp,
      campName: 'Campamento de verano',
      catalogDescription: 'Fast, fun sessions.',
      attendeeNotes: 'Bring water.',
    });
  });

  it('leaves the English texts as they are for an English reader', () => {
    expect(textsIn(camp, 'en')).toBe(camp);
    expect(textIn('Waiver', 'Exención', 'en')).toBe('Waiver');
    expect(textIn('Waiver', 'Exención', 'es')).toBe('Exención');
    expect(textIn('Waiver', '', 'es')).toBe('Waiver');
  });

  it('lists the texts whose Spanish is missing, not the ones blank in both languages', () => {
    expect(missingSpanish(camp)).toEqual(['catalogDescription', 'attendeeNotes']);
    expect(missingSpanish({ ...camp, attendeeNotes: '' })).toEqual(['catalogDescription']);
  });

  it('takes the Spanish fields with the English caps, blank when absent', () => {
    const base = { campName: 'Camp', catalogDescription: 'Text' };
    expect(campSpecInputSchema.parse(base).es).toEqual({
      campName: '',
      catalogDescription: '',
      attendeeNotes: '',
    });
    const long = campSpecInputSchema.safeParse({ ...base, es: { campName: 'x'.repeat(101) } });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.path).toEqual(['es', 'campName']);
    expect(long.error?.issues[0]?.message).toBe('Spanish camp name must be at most 100 characters.');
    const tournament = tournamentInputSchema.shape;
    expect(Object.keys(tournament.es.unwrap().shape)).toEqual(['tournamentName', 'tournamentDescription']);
  });
});

describe('named items and server notes (decision 0059)', () => {
  it('words an item by its parts exactly as the answers’ English fields do', () => {
    const camp = {
      name: 'Skills Camp',
      es: { name: 'Campamento' },
      startDate: '2027-06-01',
      endDate: '2027-06-05',
    };
    expect(describeNamedItem({ ...camp, ageGroup: null })).toBe(
      describeSwitchSession('Skills Camp', '2027-06-01', '2027-06-05'),
    );
    expect(describeNamedItem({ ...camp, ageGroup: 'U10 Boys' })).toBe(
      'Skills Camp, 6/1/2027 to 6/5/2027, U10 Boys',
    );
  });

  it('gives every server note its own English, so a stored note reads back to one key', () => {
    const texts = Object.values(serverNotes).map((note) =>
      typeof note === 'string' ? note : (note as (...args: string[]) => string)('x', 'y'),
    );
    expect(new Set(texts).size).toBe(texts.length);
  });
});
