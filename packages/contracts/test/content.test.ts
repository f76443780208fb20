import { describe, expect, it } from 'vitest';
import { campSpecInputSchema, missingSpanish, textIn, textsIn, tournamentInputSchema } from '../src/index.js';

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
