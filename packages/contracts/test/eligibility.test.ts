import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  ageRangeText,
  birthDateRangeText,
  campEligibilityErrors,
  campEligibilityProblem,
  campRegistrationRequestSchema,
  isCalendarDate,
  teamEligibilityErrors,
  teamMemberEligibilityProblems,
} from '../src/index.js';

describe('ageOn', () => {
  // Born, on, age: a year older on the birthday itself, not the day before; a Feb 29 birthday
  // counts on Mar 1 in years without Feb 29, and on Feb 29 in leap years.
  it.each([
    ['2018-06-15', '2026-06-14', 7],
    ['2018-06-15', '2026-06-15', 8],
    ['2018-06-15', '2026-06-16', 8],
    ['2018-12-31', '2019-01-01', 0],
    ['2018-06-15', '2018-06-15', 0],
    ['2020-02-29', '2021-02-28', 0],
    ['2020-02-29', '2021-03-01', 1],
    ['2020-02-29', '2023-02-28', 2],
    ['2020-02-29', '2023-03-01', 3],
    ['2020-02-29', '2024-02-28', 3],
    ['2020-02-29', '2024-02-29', 4],
  ] as const)('born %s, on %s: %i', (born, on, age) => {
    expect(ageOn(born, on)).toBe(age);
  });

  it('reads only the calendar day of a timestamp', () => {
    expect(ageOn('2018-06-15T23:59:59Z', '2026-06-15T00:00:00.000Z')).toBe(8);
  });

  it('grows by exactly one on every birthday and never falls (any birth date, any day)', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 20_000 }), (born, days) => {
        const on = new Date(Date.parse(`${born}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
        const next = new Date(Date.parse(`${on}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        const age = ageOn(born, on);
        const step = ageOn(born, next) - age;
        expect(age).toBeGreaterThanOrEqual(0);
        expect(step === 0 || step === 1).toBe(true);
        // A year older exactly when the next day is the birthday (Mar 1 for Feb 29 births in common years).
        const [, bm, bd] = born.split('-');
        const birthday = `${next.slice(0, 4)}-${bm}-${bd}`;
        const isBirthday = isCalendarDate(birthday) ? next === birthday : next.slice(5) === '03-01';
        expect(step === 1).toBe(isBirthday);
      }),
    );
  });
});

describe('age texts', () => {
  it('writes the ages and birth-date ranges as the pages show them', () => {
    expect(ageRangeText(6, 9)).toBe('Ages 6-9');
    expect(ageRangeText(6, null)).toBe('Ages 6 and up');
    expect(ageRangeText(null, 9)).toBe('Ages up to 9');
    expect(ageRangeText(null, null)).toBeNull();
    expect(birthDateRangeText('2016-08-01', '2018-07-31')).toBe('born 8/1/2016 to 7/31/2018');
    expect(birthDateRangeText('2016-08-01', null)).toBe('born on or after 8/1/2016');
    expect(birthDateRangeText(null, '2018-07-31')).toBe('born on or before 7/31/2018');
    expect(birthDateRangeText(null, null)).toBeNull();
  });
});

describe('camp eligibility', () => {
  const session = { campStartDate: '2030-06-15', minAge: 6, maxAge: 9 };

  it('takes ages min to max on the first day, both ends included', () => {
    expect(campEligibilityProblem('2024-06-15', session)).toBeNull();
    expect(campEligibilityProblem('2020-06-16', session)).toBeNull();
    expect(campEligibilityProblem('2024-06-16', session)).toBe(
      'This session is for ages 6-9 on its first day (6/15/2030); this player will be 5 then.',
    );
    expect(campEligibilityProblem('2020-06-15', session)).toBe(
      'This session is for ages 6-9 on its first day (6/15/2030); this player will be 10 then.',
    );
  });

  it('takes everyone without ages, and says nothing until the birth date is a whole real date', () => {
    expect(campEligibilityProblem('2000-01-01', { ...session, minAge: null, maxAge: null })).toBeNull();
    for (const partial of ['', '2020', '2020-06', '2020-02-30', 'garbage']) {
      expect(campEligibilityProblem(partial, session)).toBeNull();
    }
  });

  it('keys the refusal on playerBirthdate, the field the form and the server name', () => {
    expect(campEligibilityErrors({ playerBirthdate: '2020-06-15' }, session)).toEqual({
      playerBirthdate: [
        'This session is for ages 6-9 on its first day (6/15/2030); this player will be 10 then.',
      ],
    });
    expect(campEligibilityErrors({ playerBirthdate: '2022-06-15' }, session)).toEqual({});
  });
});

describe('tournament eligibility', () => {
  const group = { birthDateFrom: '2016-08-01', birthDateTo: '2018-07-31', gender: 'girls' as const };

  it('takes birth dates on both ends of the range and the group’s gender only', () => {
    expect(
      teamMemberEligibilityProblems({ playerDateOfBirth: '2016-08-01', playerGender: 'F' }, group),
    ).toEqual({});
    expect(
      teamMemberEligibilityProblems({ playerDateOfBirth: '2018-07-31', playerGender: 'F' }, group),
    ).toEqual({});
    expect(
      teamMemberEligibilityProblems({ playerDateOfBirth: '2016-07-31', playerGender: 'M' }, group),
    ).toEqual({
      playerDateOfBirth: 'This age group is for players born 8/1/2016 to 7/31/2018.',
      playerGender: 'This age group is for girls only.',
    });
    const boys = { ...group, gender: 'boys' as const };
    expect(
      teamMemberEligibilityProblems({ playerDateOfBirth: '2017-01-01', playerGender: 'F' }, boys),
    ).toEqual({
      playerGender: 'This age group is for boys only.',
    });
    const coed = { birthDateFrom: null, birthDateTo: null, gender: 'coed' as const };
    for (const playerGender of ['M', 'F']) {
      expect(teamMemberEligibilityProblems({ playerDateOfBirth: '2001-01-01', playerGender }, coed)).toEqual(
        {},
      );
    }
    // Older age groups without a gender take everyone.
    expect(
      teamMemberEligibilityProblems(
        { playerDateOfBirth: '2017-01-01', playerGender: 'M' },
        { ...group, gender: null },
      ),
    ).toEqual({});
  });

  it('keys each member’s problems as teamMembers[i].field', () => {
    const members = [
      { playerDateOfBirth: '2017-01-01', playerGender: 'F' },
      { playerDateOfBirth: '2019-01-01', playerGender: 'F' },
      { playerDateOfBirth: '2017-01-01', playerGender: 'M' },
    ];
    expect(teamEligibilityErrors(members, group)).toEqual({
      'teamMembers[1].playerDateOfBirth': ['This age group is for players born 8/1/2016 to 7/31/2018.'],
      'teamMembers[2].playerGender': ['This age group is for girls only.'],
    });
  });
});

describe('dates', () => {
  it('refuses a day that does not exist (Date.parse takes 2017-02-30 as March 2)', () => {
    expect(isCalendarDate('2020-02-29')).toBe(true);
    expect(isCalendarDate('2021-02-29')).toBe(false);
    expect(isCalendarDate('2017-02-30')).toBe(false);
    expect(isCalendarDate('2017-04-31')).toBe(false);
    const body = campRegistrationRequestSchema.shape.playerBirthdate;
    expect(body.safeParse('2017-02-30').success).toBe(false);
    expect(body.safeParse('2020-02-29').success).toBe(true);
  });
});
