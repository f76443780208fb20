import { ageOn, type CampSession, type Tournament } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/demo-seed.js';
import {
  campRegistrationBody,
  catalogInput,
  createCampSession,
  createTournament,
  teamBody,
  teamMember,
} from './support/factories.js';
import { accounts, createTestApp, freshForEachTest } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

type Account = (typeof accounts)[keyof typeof accounts];

describe(`eligibility (${testEngine})`, () => {
  // Boundary cases register one player after another in a session: lift the caps of unpaid holds.
  const t = freshForEachTest(() => createTestApp({ HOLDS_PER_SESSION: '20', HOLDS_PER_ACCOUNT: '50' }));

  const registerCamp = (account: Account, sessionId: number, overrides: Record<string, unknown>) =>
    t.as(account, {
      method: 'POST',
      url: '/api/Registration/submitRegistration',
      payload: campRegistrationBody(sessionId, overrides),
    });
  const registerTeam = (account: Account, body: object) =>
    t.as(account, { method: 'POST', url: '/api/Tournament/RegisterTournament', payload: body });
  const auditLog = async () => (await t.as(accounts.admin, { url: '/api/Admin/AuditLog/1/50' })).json();

  describe('camp sessions: age on the first day', () => {
    it('takes a player whose birthday falls on the first day, and refuses one a day older or younger than the ages', async () => {
      // Ages 6-9 on Saturday 6/15/2030.
      const sessionId = await createCampSession(t.database.db, t.clock.now, {
        startDate: '2030-06-15',
        ages: [6, 9],
      });
      const accepted = ['2020-06-16', '2024-06-15', '2022-01-01'];
      for (const playerBirthdate of accepted) {
        const res = await registerCamp(accounts.parentA, sessionId, { playerBirthdate });
        expect(res.statusCode, `${playerBirthdate}: ${res.body}`).toBe(200);
      }
      // Turns 10 on the first day: too old. Turns 6 the day after it: too young.
      const tooOld = await registerCamp(accounts.parentA, sessionId, { playerBirthdate: '2020-06-15' });
      expect(tooOld.statusCode).toBe(400);
      expect(tooOld.json().errors).toEqual({
        playerBirthdate: [
          'This session is for ages 6-9 on its first day (6/15/2030); this player will be 10 then.',
        ],
      });
      const tooYoung = await registerCamp(accounts.parentA, sessionId, { playerBirthdate: '2024-06-16' });
      expect(tooYoung.json().errors).toEqual({
        playerBirthdate: [
          'This session is for ages 6-9 on its first day (6/15/2030); this player will be 5 then.',
        ],
      });
      const rows = await t.database.db.selectFrom('camp_registrations').select('player_birthdate').execute();
      expect(rows.map((r) => r.player_birthdate).sort()).toEqual([...accepted].sort());
    });

    it('counts a Feb 29 birthday on Mar 1 in other years and on Feb 29 in leap years', async () => {
      const session = (startDate: string, ages: [number, number]) =>
        createCampSession(t.database.db, t.clock.now, { startDate, ages });
      const leapling = { playerBirthdate: '2020-02-29' };
      // 2031 has no Feb 29: still 10 on Feb 28, 11 from Mar 1.
      expect(
        (await registerCamp(accounts.parentA, await session('2031-02-28', [6, 10]), leapling)).statusCode,
      ).toBe(200);
      const march = await registerCamp(accounts.parentA, await session('2031-03-01', [6, 10]), leapling);
      expect(march.json().errors.playerBirthdate).toEqual([
        'This session is for ages 6-10 on its first day (3/1/2031); this player will be 11 then.',
      ]);
      const tooYoung = await registerCamp(accounts.parentA, await session('2031-02-28', [11, 14]), leapling);
      expect(tooYoung.json().errors.playerBirthdate[0]).toMatch(/this player will be 10 then\.$/);
      // 2032 has one: 12 on the day itself.
      expect(
        (await registerCamp(accounts.parentA, await session('2032-02-29', [12, 14]), leapling)).statusCode,
      ).toBe(200);
    });

    it('takes every player in a session without ages, and a session with only a minimum or a maximum checks that one', async () => {
      const open = await createCampSession(t.database.db, t.clock.now);
      expect((await registerCamp(accounts.parentA, open, { playerBirthdate: '2000-01-01' })).statusCode).toBe(
        200,
      );
      const listed = (
        await t.as(accounts.parentA, { url: `/api/Camps/GetCampSession/${open}` })
      ).json() as CampSession;
      expect(listed).toMatchObject({ minAge: null, maxAge: null, ageRange: 'Ages 6-9' });

      const fromTen = await createCampSession(t.database.db, t.clock.now, {
        startDate: '2030-06-15',
        ages: [10, null],
      });
      expect(
        (await registerCamp(accounts.parentA, fromTen, { playerBirthdate: '2000-01-01' })).statusCode,
      ).toBe(200);
      const young = await registerCamp(accounts.parentA, fromTen, { playerBirthdate: '2021-01-01' });
      expect(young.json().errors.playerBirthdate).toEqual([
        'This session is for ages 10 and up on its first day (6/15/2030); this player will be 9 then.',
      ]);
    });

    it('lets staff register outside the ages with a reason, audited with the registration; a parent never can', async () => {
      const sessionId = await createCampSession(t.database.db, t.clock.now, {
        startDate: '2030-06-15',
        ages: [6, 9],
      });
      const sibling = { playerBirthdate: '2024-09-01' };
      const reason = 'Sibling of a camper; coach agreed';

      // A parent's reason is refused outright, whether the player fits or not; nothing is saved.
      for (const playerBirthdate of ['2024-09-01', '2022-01-01']) {
        const res = await registerCamp(accounts.parentA, sessionId, {
          playerBirthdate,
          eligibilityOverrideReason: reason,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBe('Only staff can register a player outside the age rules.');
      }
      // Staff without a reason meet the rules like everyone.
      expect((await registerCamp(accounts.staff, sessionId, sibling)).statusCode).toBe(400);
      expect(await t.database.db.selectFrom('camp_registrations').select('id').execute()).toEqual([]);

      const res = await registerCamp(accounts.staff, sessionId, {
        ...sibling,
        eligibilityOverrideReason: reason,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { id } = res.json();
      // A reason that was not needed records nothing.
      expect(
        (
          await registerCamp(accounts.staff, sessionId, {
            playerBirthdate: '2022-01-01',
            eligibilityOverrideReason: reason,
          })
        ).statusCode,
      ).toBe(200);

      const entries = await auditLog();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorEmail: 'staff@example.com',
        action: 'eligibilityOverride',
        entity: 'campRegistration',
        entityId: String(id),
      });
      expect(JSON.parse(entries[0].details)).toEqual({
        reason,
        rules: {
          playerBirthdate: [
            'This session is for ages 6-9 on its first day (6/15/2030); this player will be 5 then.',
          ],
        },
      });
    });
  });

  describe('tournament age groups: birth dates and gender', () => {
    const boys = { birth_date_from: '2016-08-01', birth_date_to: '2018-07-31', gender: 'boys' };
    const girls = { birth_date_from: '2014-03-01', birth_date_to: '2016-02-29', gender: 'girls' };

    it('takes players born on the first and last day of the range, and keys each refusal by member and field', async () => {
      const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, { ageRules: [boys, girls] });
      const edges = teamBody(ageRangeIds[0]!, {
        teamMembers: [
          teamMember({ playerDateOfBirth: '2016-08-01' }),
          teamMember({ playerDateOfBirth: '2018-07-31' }),
        ],
      });
      expect((await registerTeam(accounts.parentA, edges)).statusCode).toBe(200);

      const refused = await registerTeam(
        accounts.parentA,
        teamBody(ageRangeIds[0]!, {
          teamMembers: [
            teamMember({ playerDateOfBirth: '2016-07-31' }),
            teamMember({ playerDateOfBirth: '2018-08-01' }),
            teamMember({ playerDateOfBirth: '2017-05-05', playerGender: 'F' }),
            teamMember({ playerDateOfBirth: '2012-01-01', playerGender: 'F' }),
          ],
        }),
      );
      expect(refused.statusCode).toBe(400);
      const range = 'This age group is for players born 8/1/2016 to 7/31/2018.';
      expect(refused.json().errors).toEqual({
        'teamMembers[0].playerDateOfBirth': [range],
        'teamMembers[1].playerDateOfBirth': [range],
        'teamMembers[2].playerGender': ['This age group is for boys only.'],
        'teamMembers[3].playerDateOfBirth': [range],
        'teamMembers[3].playerGender': ['This age group is for boys only.'],
      });
    });

    it('ends a range on Feb 29 of a leap year, takes girls only in a girls group and everyone in a coed one', async () => {
      const coed = { birth_date_from: null, birth_date_to: null, gender: 'coed' };
      const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, { ageRules: [coed, girls] });
      const leapling = teamMember({ playerDateOfBirth: '2016-02-29', playerGender: 'F' });
      expect(
        (await registerTeam(accounts.parentA, teamBody(ageRangeIds[1]!, { teamMembers: [leapling] })))
          .statusCode,
      ).toBe(200);
      const late = await registerTeam(
        accounts.parentA,
        teamBody(ageRangeIds[1]!, {
          teamMembers: [teamMember({ playerDateOfBirth: '2016-03-01', playerGender: 'F' }), teamMember()],
        }),
      );
      expect(late.json().errors).toEqual({
        'teamMembers[0].playerDateOfBirth': ['This age group is for players born 3/1/2014 to 2/29/2016.'],
        'teamMembers[1].playerGender': ['This age group is for girls only.'],
      });
      const mixed = teamBody(ageRangeIds[0]!, {
        teamMembers: [teamMember({ playerDateOfBirth: '2001-01-01' }), teamMember({ playerGender: 'F' })],
      });
      expect((await registerTeam(accounts.parentA, mixed)).statusCode).toBe(200);
    });

    it('checks an edit too, lets staff keep an ineligible player with a reason (audited) and refuses a parent’s reason', async () => {
      const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, { ageRules: [boys, girls] });
      const saved = await registerTeam(accounts.parentA, teamBody(ageRangeIds[0]!));
      expect(saved.statusCode, saved.body).toBe(400);
      const fit = [teamMember({ playerDateOfBirth: '2017-01-01' })];
      const { id } = (
        await registerTeam(accounts.parentA, teamBody(ageRangeIds[0]!, { teamMembers: fit }))
      ).json();

      const tooOld = [...fit, teamMember({ playerFullName: 'Big Brother', playerDateOfBirth: '2015-01-01' })];
      const edit = await registerTeam(
        accounts.parentA,
        teamBody(ageRangeIds[0]!, { id, teamMembers: tooOld }),
      );
      expect(edit.json().errors).toEqual({
        'teamMembers[1].playerDateOfBirth': ['This age group is for players born 8/1/2016 to 7/31/2018.'],
      });
      const parentReason = await registerTeam(
        accounts.parentA,
        teamBody(ageRangeIds[0]!, { id, teamMembers: tooOld, eligibilityOverrideReason: 'Please' }),
      );
      expect(parentReason.statusCode).toBe(403);

      const staffTeam = await registerTeam(
        accounts.staff,
        teamBody(ageRangeIds[0]!, { teamMembers: tooOld, eligibilityOverrideReason: 'Short of players' }),
      );
      expect(staffTeam.statusCode, staffTeam.body).toBe(200);
      const entries = await auditLog();
      expect(entries).toMatchObject([
        {
          action: 'eligibilityOverride',
          entity: 'tournamentRegistration',
          entityId: String(staffTeam.json().id),
          actorEmail: 'staff@example.com',
        },
      ]);
      expect(JSON.parse(entries[0].details)).toEqual({
        reason: 'Short of players',
        rules: {
          'teamMembers[1].playerDateOfBirth': ['This age group is for players born 8/1/2016 to 7/31/2018.'],
        },
      });
    });
  });

  describe('the catalogue', () => {
    const post = (url: string, payload: object) => t.as(accounts.staff, { method: 'POST', url, payload });

    async function references() {
      const facility = await post('/api/Admin/Facilities', catalogInput.facility());
      const spec = await post('/api/Admin/CampSpecs', catalogInput.campSpec());
      return { facilityId: facility.json().id as number, specId: spec.json().id as number };
    }

    it('saves a session’s ages, shows them as its age range, and refuses bad or reversed ages with field errors', async () => {
      const { facilityId, specId } = await references();
      const base = catalogInput.campSession(specId, facilityId);
      const cases: [object, Record<string, string[]>][] = [
        [{ minAge: 10, maxAge: 6 }, { maxAge: ['The maximum age cannot be below the minimum age.'] }],
        [{ minAge: 'six' }, { minAge: ['Minimum age must be a number.'] }],
        [{ minAge: -1 }, { minAge: ['Minimum age must be at least 0.'] }],
        [{ maxAge: 6.5 }, { maxAge: ['Maximum age must be a whole number.'] }],
        [{ maxAge: 100 }, { maxAge: ['Maximum age must be at most 99.'] }],
        [{ ageRange: '' }, { ageRange: ['Give the ages, or describe the age range.'] }],
      ];
      for (const [change, errors] of cases) {
        const res = await post('/api/Admin/CampSessions', { ...base, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().errors).toEqual(errors);
      }

      const saved = await post('/api/Admin/CampSessions', {
        ...base,
        ageRange: '',
        minAge: '7',
        maxAge: '10',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const { id } = saved.json();
      const publicSession = (await t.as(accounts.parentA, { url: `/api/Camps/GetCampSession/${id}` })).json();
      expect(publicSession).toMatchObject({ ageRange: 'Ages 7-10', minAge: 7, maxAge: 10 });

      // Blank ages take everyone again; the staff's own text is shown.
      const {
        seatsTaken: _seats,
        id: _id,
        ...editable
      } = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' }))
        .json()
        .campSessions.find((s: { id: number }) => s.id === id);
      expect(editable).toMatchObject({ minAge: 7, maxAge: 10, ageRange: 'Ages 7-10' });
      const cleared = await t.as(accounts.staff, {
        method: 'PUT',
        url: `/api/Admin/CampSessions/${id}`,
        payload: { ...editable, minAge: '', maxAge: null, ageRange: 'All ages welcome' },
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((await t.as(accounts.parentA, { url: `/api/Camps/GetCampSession/${id}` })).json()).toMatchObject(
        {
          ageRange: 'All ages welcome',
          minAge: null,
          maxAge: null,
        },
      );
    });

    it('saves an age group’s birth dates and gender and refuses reversed dates or an unknown gender', async () => {
      const { facilityId } = await references();
      const base = catalogInput.tournament(facilityId);
      const group = (change: object) => ({
        ...base,
        ageRanges: [{ ageRangeDescription: 'U10 Girls', ...change }],
      });
      const cases: [object, Record<string, string[]>][] = [
        [
          { birthDateFrom: '2018-01-01', birthDateTo: '2016-01-01' },
          { 'ageRanges[0].birthDateTo': ['The latest birth date cannot be before the earliest.'] },
        ],
        [{ gender: 'mixed' }, { 'ageRanges[0].gender': ['Choose boys, girls or coed.'] }],
        [
          { birthDateFrom: '2017-02-30' },
          { 'ageRanges[0].birthDateFrom': ['Born from must be a valid date.'] },
        ],
        [{ birthDateTo: 'soon' }, { 'ageRanges[0].birthDateTo': ['Born to must be a valid date.'] }],
      ];
      for (const [change, errors] of cases) {
        const res = await post('/api/Admin/Tournaments', group(change));
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().errors).toEqual(errors);
      }
      const saved = await post(
        '/api/Admin/Tournaments',
        group({ birthDateFrom: '2016-08-01', birthDateTo: '2018-07-31', gender: 'girls' }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const cards = (await t.as(null, { url: '/api/Tournament/GetAllTournaments' })).json() as Tournament[];
      expect(cards.find((c) => c.id === saved.json().id)?.ageRange).toMatchObject({
        ageRangeDescription: 'U10 Girls',
        birthDateFrom: '2016-08-01',
        birthDateTo: '2018-07-31',
        gender: 'girls',
      });
      // An age group saved without a gender is coed; blank dates take everyone.
      const open = await post('/api/Admin/Tournaments', group({ birthDateFrom: '', birthDateTo: null }));
      const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
      expect(
        catalog.tournaments.find((x: { id: number }) => x.id === open.json().id).ageRanges,
      ).toMatchObject([
        { ageRangeDescription: 'U10 Girls', birthDateFrom: null, birthDateTo: null, gender: 'coed' },
      ]);
    });

    it('seeds the demo catalogue with ages that match its texts and age groups two birth years wide', async () => {
      await seedDemoData(t.database.db, t.clock.now);
      const sessions = (
        await t.as(null, { url: '/api/Camps/GetCampSessions/_allStates' })
      ).json() as CampSession[];
      expect(sessions.length).toBeGreaterThan(5);
      for (const s of sessions) {
        expect(s.minAge).not.toBeNull();
        expect(s.ageRange).toBe(`Ages ${s.minAge}-${s.maxAge}`);
      }
      const cards = (await t.as(null, { url: '/api/Tournament/GetAllTournaments' })).json() as Tournament[];
      for (const card of cards) {
        const { ageRangeDescription: text, birthDateFrom, birthDateTo, gender } = card.ageRange;
        const under = Number(/^U(\d+)/.exec(text)?.[1]);
        const first = card.tournamentStartDate;
        // 'U10': 8 or 9 on the first day.
        expect(ageOn(birthDateFrom!, first), text).toBe(under - 1);
        expect(ageOn(birthDateTo!, first), text).toBe(under - 2);
        expect(gender, text).toBe(/& Girls|Coed/.test(text) ? 'coed' : /Boys$/.test(text) ? 'boys' : 'girls');
      }
    });
  });
});
