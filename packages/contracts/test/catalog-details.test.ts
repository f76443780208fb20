import { describe, expect, it } from 'vitest';
import {
  campDetailsInputSchema,
  catalogDetailMessages,
  emptyCampDetails,
  emptySessionDetails,
  emptyTournamentDetails,
  imagesOf,
  mergeSessionDetails,
  sessionDetailsInputSchema,
  storedDetails,
  tournamentDetailsInputSchema,
} from '../src/index.js';

const pair = (a: string, b: string) => ({
  large: { hash: a.repeat(32), width: 1600, height: 900 },
  small: { hash: b.repeat(32), width: 480, height: 270 },
});

describe('catalogue details', () => {
  it('the empty values are what each schema makes of nothing', () => {
    expect(campDetailsInputSchema.parse({})).toEqual(emptyCampDetails);
    expect(sessionDetailsInputSchema.parse({})).toEqual(emptySessionDetails);
    expect(tournamentDetailsInputSchema.parse({})).toEqual(emptyTournamentDetails);
  });

  it('takes 24-hour times or blank, pick-up after drop-off', () => {
    expect(campDetailsInputSchema.safeParse({ dropOffTime: '08:30', pickUpTime: '12:00' }).success).toBe(
      true,
    );
    for (const bad of ['8:30', '24:00', '08:60', '8am', ' 08:30'])
      expect(campDetailsInputSchema.safeParse({ dropOffTime: bad }).error?.issues[0]?.message).toBe(
        catalogDetailMessages.time,
      );
    expect(
      campDetailsInputSchema.safeParse({ dropOffTime: '12:00', pickUpTime: '12:00' }).error?.issues[0]
        ?.message,
    ).toBe(catalogDetailMessages.pickUpBeforeDropOff);
  });

  it("a session's own values win where set; the camp's fill the rest", () => {
    const camp = campDetailsInputSchema.parse({
      dropOffTime: '08:30',
      pickUpTime: '12:00',
      venueNotes: 'Lot B',
      es: { venueNotes: 'Lote B' },
    });
    expect(mergeSessionDetails(camp, sessionDetailsInputSchema.parse({ pickUpTime: '13:00' }))).toMatchObject(
      {
        dropOffTime: '08:30',
        pickUpTime: '13:00',
        venueNotes: 'Lot B',
        es: { venueNotes: 'Lote B' },
      },
    );
    const own = sessionDetailsInputSchema.parse({ venueNotes: 'Field 9', es: { venueNotes: '' } });
    // The session's English notes with no Spanish: Spanish readers get the session's English ones.
    expect(mergeSessionDetails(camp, own)).toMatchObject({ venueNotes: 'Field 9', es: { venueNotes: '' } });
  });

  it('reads stored details back through the schema; null or damaged is empty', () => {
    expect(storedDetails(campDetailsInputSchema, null, emptyCampDetails)).toBe(emptyCampDetails);
    expect(storedDetails(campDetailsInputSchema, '{not json', emptyCampDetails)).toBe(emptyCampDetails);
    expect(storedDetails(campDetailsInputSchema, '{"dropOffTime":"99:99"}', emptyCampDetails)).toBe(
      emptyCampDetails,
    );
    expect(
      storedDetails(campDetailsInputSchema, '{"dropOffTime":"09:00"}', emptyCampDetails).dropOffTime,
    ).toBe('09:00');
  });

  it("lists every image a value shows: photos' and coaches' both sizes", () => {
    expect(
      imagesOf({
        photos: [{ images: pair('a', 'b') }],
        coaches: [{ photo: pair('c', 'd') }, { photo: null }],
      }),
    ).toEqual(['a', 'b', 'c', 'd'].map((c) => c.repeat(32)));
  });
});
