import { type ConsentDocument, erasedText, formatInstant, waiverMessages } from '@soccer/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession, createTournament, teamBody } from './support/factories.js';
import { auditEntries, rowOf } from './support/reads.js';
import { submitCampRegistration, submitTeamRegistration } from './support/registrations.js';
import { setRetention } from './support/settings.js';
import { sheetValues } from './support/spreadsheets.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`waivers and consents (${testEngine})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const waiverText = { kind: 'liability_waiver', title: 'Liability waiver', body: 'Soccer has risks.' };
  const addDocument = async (owner: 'camp' | 'tournament', itemId: number, input: object = waiverText) => {
    const res = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/Documents',
      payload: { owner, itemId, ...input },
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const campOf = async (sessionId: number) => (await rowOf(t, 'camp_sessions', sessionId)).camp_spec_id;
  const sessionDocuments = async (sessionId: number) =>
    (
      await t.as(accounts.parentA, { url: `/api/Documents/CampSession/${sessionId}` })
    ).json() as ConsentDocument[];
  const accept = (docs: ConsentDocument[], fullName = 'Pat Parker') =>
    docs.map((d) => ({ documentId: d.id, version: d.version, accepted: true, fullName }));
  /** The coach's acceptance of the team's consent, at `version`, as its row records it. */
  const coachAccepted = (registrationId: number, documentId: number, version: number) =>
    expect.objectContaining({
      registration_kind: 'tournament',
      registration_id: registrationId,
      document_id: documentId,
      version,
      full_name: 'Casey Coach',
      account_id: 'parent-b',
    });
  const acceptanceRows = () =>
    t.database.db.selectFrom('consent_acceptances').selectAll().orderBy('id').execute();
  /**
   * Parent A's registration in a camp that started `daysAgo` days ago, stored directly (the form
   * refuses a started session), with its acceptance of the camp's waiver at version 1.
   */
  const acceptedInStartedCamp = async (daysAgo: number) => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { startOffset: -daysAgo });
    const waiver = await addDocument('camp', await campOf(sessionId));
    const registration = await t.database.db
      .insertInto('camp_registrations')
      .values({ ...campRow(), camp_session_id: sessionId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('consent_acceptances')
      .values({
        registration_kind: 'camp',
        registration_id: registration.id,
        document_id: waiver,
        version: 1,
        full_name: 'Pat Parker',
        accepted_at: '2026-01-01T00:00:00.000Z',
        account_id: 'parent-a',
      })
      .execute();
    return registration;
  };
  /** Parent B takes a waitlist offer, with new acceptances or without. */
  const acceptOffer = (entryId: number, payload?: Record<string, unknown>) =>
    t.as(accounts.parentB, { method: 'POST', url: `/api/Waitlist/${entryId}/accept`, payload });

  it("an order of several players accepts the camp's documents once per registration, or registers no one", async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    await addDocument('camp', await campOf(sessionId));
    const docs = await sessionDocuments(sessionId);
    const order = (waivers: object[]) =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Registration/SubmitCampOrder',
        payload: {
          registrations: ['Ava', 'Ben'].map((playerFirstName) =>
            campRegistrationBody(sessionId, { playerFirstName, waivers }),
          ),
        },
      });
    const refused = await order([]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'registrations[0].waivers': [waiverMessages.missing('Liability waiver')],
    });
    expect(await t.database.db.selectFrom('camp_registrations').select('id').execute()).toEqual([]);

    const ok = await order(accept(docs));
    expect(ok.statusCode).toBe(200);
    const { ids } = ok.json();
    expect(
      (await acceptanceRows()).map((a) => [a.registration_id, a.document_id, a.version, a.full_name]),
    ).toEqual([
      [ids[0], docs[0]!.id, docs[0]!.version, 'Pat Parker'],
      [ids[1], docs[0]!.id, docs[0]!.version, 'Pat Parker'],
    ]);
  });

  it('staff add, version and retire documents; each change is audited and others may not', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const campId = await campOf(sessionId);
    const payload = { owner: 'camp', itemId: campId, ...waiverText };
    for (const account of [null, accounts.parentA]) {
      const res = await t.as(account, { method: 'POST', url: '/api/Admin/Documents', payload });
      expect(res.statusCode).toBe(account ? 403 : 401);
    }
    const bad = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/Documents',
      payload: { ...payload, itemId: 999_999, title: '', kind: 'other' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'title']);
    const unknownItem = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/Documents',
      payload: { ...payload, itemId: 999_999 },
    });
    expect(unknownItem.json().errors).toEqual({ itemId: ['Choose an existing camp.'] });

    const id = await addDocument('camp', campId);
    const edit = (body: object) =>
      t.as(accounts.staff, { method: 'PUT', url: `/api/Admin/Documents/${id}`, payload: body });
    expect((await edit({ ...waiverText, kind: 'photo_release' })).json()).toEqual({ id, version: 1 });
    expect((await edit({ ...waiverText, kind: 'photo_release', body: 'New text.' })).json()).toEqual({
      id,
      version: 2,
    });
    expect(
      (
        await t.as(accounts.parentA, {
          method: 'PUT',
          url: `/api/Admin/Documents/${id}`,
          payload: waiverText,
        })
      ).statusCode,
    ).toBe(403);
    const versions = await t.database.db
      .selectFrom('consent_document_versions')
      .select(['version', 'body'])
      .where('document_id', '=', id)
      .orderBy('version')
      .execute();
    // Old versions are kept as they were.
    expect(versions).toEqual([
      { version: 1, body: 'Soccer has risks.' },
      { version: 2, body: 'New text.' },
    ]);
    const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    expect(catalog.documents).toEqual([
      expect.objectContaining({
        id,
        owner: 'camp',
        itemId: campId,
        kind: 'photo_release',
        version: 2,
        retired: false,
      }),
    ]);

    expect(
      (await t.as(accounts.staff, { method: 'POST', url: `/api/Admin/Documents/${id}/retire` })).statusCode,
    ).toBe(200);
    expect(
      (await t.as(accounts.staff, { method: 'POST', url: `/api/Admin/Documents/${id}/retire` })).statusCode,
    ).toBe(409);
    expect((await edit(waiverText)).statusCode).toBe(409);
    expect(await sessionDocuments(sessionId)).toEqual([]);
    const audit = await auditEntries(t, 'document', ['action', 'actor_email']);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'retire']);
    expect(audit.every((a) => a.actor_email === 'staff@example.com')).toBe(true);
  });

  it('a camp registration must accept every current document, stored with its version, time and account', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const campId = await campOf(sessionId);
    const waiver = await addDocument('camp', campId);
    const photo = await addDocument('camp', campId, {
      kind: 'photo_release',
      title: 'Photo release',
      body: 'Photos.',
    });
    const docs = await sessionDocuments(sessionId);
    expect(docs.map((d) => [d.id, d.version, d.title])).toEqual([
      [waiver, 1, 'Liability waiver'],
      [photo, 1, 'Photo release'],
    ]);

    const none = await submitCampRegistration(t, sessionId);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({
      waivers: [waiverMessages.missing('Liability waiver'), waiverMessages.missing('Photo release')],
    });
    const unticked = await submitCampRegistration(t, sessionId, {
      waivers: [
        { documentId: waiver, version: 1, accepted: false, fullName: 'Pat Parker' },
        { documentId: photo, version: 1, accepted: true, fullName: '  ' },
      ],
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errors).toEqual({
      'waivers[0].accepted': [waiverMessages.mustAccept],
      'waivers[1].fullName': [waiverMessages.fullNameRequired],
    });
    expect(await acceptanceRows()).toEqual([]);
    expect(await t.database.db.selectFrom('camp_registrations').select('id').execute()).toEqual([]);

    const ok = await submitCampRegistration(t, sessionId, { waivers: accept(docs) });
    expect(ok.statusCode).toBe(200);
    expect(await acceptanceRows()).toEqual([
      expect.objectContaining({
        registration_kind: 'camp',
        registration_id: ok.json().id,
        document_id: waiver,
        version: 1,
        full_name: 'Pat Parker',
        accepted_at: t.clock.now.toISOString(),
        account_id: 'parent-a',
      }),
      expect.objectContaining({ document_id: photo, version: 1 }),
    ]);
    const own = await t.as(accounts.parentA, {
      url: `/api/Registration/GetCampRegistration/${ok.json().id}`,
    });
    expect(own.json().acceptances).toEqual([
      expect.objectContaining({
        documentId: waiver,
        title: 'Liability waiver',
        version: 1,
        fullName: 'Pat Parker',
      }),
      expect.objectContaining({ documentId: photo, kind: 'photo_release', version: 1 }),
    ]);
  });

  it('refuses an acceptance of a version that changed meanwhile; a retired document is not asked for', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const waiver = await addDocument('camp', await campOf(sessionId));
    const opened = await sessionDocuments(sessionId);
    await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/Documents/${waiver}`,
      payload: { ...waiverText, body: 'Soccer has risks; read again.' },
    });
    const stale = await submitCampRegistration(t, sessionId, { waivers: accept(opened) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual({
      'waivers[0].accepted': [waiverMessages.changed('Liability waiver')],
    });

    const fresh = await sessionDocuments(sessionId);
    expect(fresh[0]).toMatchObject({ version: 2, body: 'Soccer has risks; read again.' });
    const ok = await submitCampRegistration(t, sessionId, { waivers: accept(fresh) });
    expect(ok.statusCode).toBe(200);
    expect((await acceptanceRows()).map((r) => r.version)).toEqual([2]);

    await t.as(accounts.staff, { method: 'POST', url: `/api/Admin/Documents/${waiver}/retire` });
    const noneAsked = await submitCampRegistration(t, sessionId, { playerFirstName: 'Lee' });
    expect(noneAsked.statusCode).toBe(200);
  });

  it('a session without documents registers as before, and another camp’s documents are not asked', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const other = await createCampSession(t.database.db, t.clock.now);
    await addDocument('camp', await campOf(other));
    expect((await submitCampRegistration(t, sessionId)).statusCode).toBe(200);
    expect(await acceptanceRows()).toEqual([]);
  });

  it('a team accepts the tournament’s documents; an edit asks only for what changed since', async () => {
    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now);
    const consent = await addDocument('tournament', tournamentId, {
      kind: 'medical_consent',
      title: 'Medical consent',
      body: 'Treat in an emergency.',
    });
    const docs = (await t.as(accounts.parentA, { url: `/api/Documents/Tournament/${tournamentId}` })).json();
    expect(docs).toEqual([expect.objectContaining({ id: consent, kind: 'medical_consent', version: 1 })]);

    const refused = await submitTeamRegistration(t, teamBody(ageRangeIds[0]!));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ waivers: [waiverMessages.missing('Medical consent')] });
    const ok = await submitTeamRegistration(
      t,
      teamBody(ageRangeIds[0]!, { waivers: accept(docs, 'Casey Coach') }),
    );
    expect(ok.statusCode).toBe(200);
    const id = ok.json().id;

    // The same version is not asked again on an edit, nor stored twice.
    const edit = await submitTeamRegistration(t, teamBody(ageRangeIds[0]!, { id, teamName: 'Comets' }));
    expect(edit.statusCode).toBe(200);
    await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/Documents/${consent}`,
      payload: { kind: 'medical_consent', title: 'Medical consent', body: 'Treat at once.' },
    });
    const staleEdit = await submitTeamRegistration(t, teamBody(ageRangeIds[0]!, { id, teamName: 'Stars' }));
    expect(staleEdit.json().errors).toEqual({ waivers: [waiverMessages.missing('Medical consent')] });
    const renewed = await submitTeamRegistration(
      t,
      teamBody(ageRangeIds[0]!, {
        id,
        teamName: 'Stars',
        waivers: [{ documentId: consent, version: 2, accepted: true, fullName: 'Casey Coach' }],
      }),
    );
    expect(renewed.statusCode).toBe(200);
    expect((await acceptanceRows()).map((r) => [r.registration_kind, r.registration_id, r.version])).toEqual([
      ['tournament', id, 1],
      ['tournament', id, 2],
    ]);
    const own = (
      await t.as(accounts.parentA, { url: '/api/Tournament/GetMyTournamentRegistrations' })
    ).json();
    expect(own[0].acceptances.map((a: { version: number }) => a.version)).toEqual([1, 2]);
  });

  it('a waitlist entry accepts on joining; the offer’s registration records it as of then', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    const waiver = await addDocument('camp', await campOf(sessionId));
    const docs = await sessionDocuments(sessionId);
    const seat = await submitCampRegistration(t, sessionId, { waivers: accept(docs) });
    expect(seat.statusCode).toBe(200);
    const join = (body: object) =>
      t.as(accounts.parentB, {
        method: 'POST',
        url: '/api/Waitlist/JoinCamp',
        payload: { ...campRegistrationBody(sessionId), ...body },
      });
    const refused = await join({});
    expect(refused.json().errors).toEqual({ waivers: [waiverMessages.missing('Liability waiver')] });
    const joined = await join({ waivers: accept(docs, 'Bea Brown') });
    expect(joined.statusCode).toBe(200);
    const joinedAt = t.clock.now.toISOString();

    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    // Releasing the hold offers its seat to the waitlist.
    await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${seat.json().id}/release`,
    });
    const accepted = await acceptOffer(joined.json().id);
    expect(accepted.statusCode).toBe(200);
    const rows = await acceptanceRows();
    expect(rows[1]).toMatchObject({
      registration_kind: 'camp',
      registration_id: accepted.json().registrationId,
      document_id: waiver,
      version: 1,
      full_name: 'Bea Brown',
      accepted_at: joinedAt,
      account_id: 'parent-b',
    });
  });

  /** A tournament age group without places and its medical consent; parent B joins its waitlist. */
  const fullAgeGroup = async () => {
    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      ageRules: [{ max_teams: 0 }],
    });
    const ageRangeId = ageRangeIds[0]!;
    const consent = await addDocument('tournament', tournamentId, {
      kind: 'medical_consent',
      title: 'Medical consent',
      body: 'Treat in an emergency.',
    });
    return {
      consent,
      documentsNow: async () =>
        (
          await t.as(accounts.parentB, { url: `/api/Documents/Tournament/${tournamentId}` })
        ).json() as ConsentDocument[],
      join: (body: Record<string, unknown>) =>
        t.as(accounts.parentB, {
          method: 'POST',
          url: '/api/Waitlist/JoinTournament',
          payload: teamBody(ageRangeId, body),
        }),
      /** Staff raise the maximum: the place is offered to the team in line. */
      async offerPlace() {
        await t.database.db
          .updateTable('tournament_age_ranges')
          .set({ max_teams: 1 })
          .where('id', '=', ageRangeId)
          .execute();
        expect(await t.app.waitlists.offerFreedSeats()).toBe(1);
      },
    };
  };

  it('a team joins a full age group’s waitlist accepting the tournament’s documents; its offer records them', async () => {
    const group = await fullAgeGroup();
    expect((await group.join({})).json().errors).toEqual({
      waivers: [waiverMessages.missing('Medical consent')],
    });
    const joined = await group.join({ waivers: accept(await group.documentsNow(), 'Casey Coach') });
    expect(joined.statusCode).toBe(200);

    await group.offerPlace();
    const accepted = await acceptOffer(joined.json().id);
    expect(accepted.statusCode).toBe(200);
    expect(await acceptanceRows()).toEqual([coachAccepted(accepted.json().registrationId, group.consent, 1)]);
  });

  it('a team offered a place after the tournament’s consent changed accepts the new version with the offer', async () => {
    const group = await fullAgeGroup();
    const joined = await group.join({ waivers: accept(await group.documentsNow(), 'Casey Coach') });
    expect(joined.statusCode).toBe(200);
    // Staff change the consent's text while the team waits; then the place is offered.
    await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/Documents/${group.consent}`,
      payload: { kind: 'medical_consent', title: 'Medical consent', body: 'Treat at once.' },
    });
    await group.offerPlace();
    const current = await group.documentsNow();
    expect(current).toEqual([expect.objectContaining({ id: group.consent, version: 2 })]);
    expect((await t.as(accounts.parentB, { url: '/api/Waitlist/Mine' })).json()).toEqual([
      expect.objectContaining({
        id: joined.json().id,
        kind: 'tournament',
        state: 'offered',
        documentsToAccept: current,
      }),
    ]);
    const taken = await acceptOffer(joined.json().id, { waivers: accept(current, 'Casey Coach') });
    expect(taken.statusCode).toBe(200);
    expect(await acceptanceRows()).toEqual([coachAccepted(taken.json().registrationId, group.consent, 2)]);
  });

  it('an offer whose documents changed since joining shows them, and is taken by accepting the new versions', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    const seat = await submitCampRegistration(t, sessionId);
    const joined = await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      payload: campRegistrationBody(sessionId),
    });
    expect(joined.statusCode).toBe(200);
    await addDocument('camp', await campOf(sessionId));
    await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${seat.json().id}/release`,
    });
    const accepted = await acceptOffer(joined.json().id);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().detail).toBe(waiverMessages.changedSinceJoining('Liability waiver'));
    expect(await acceptanceRows()).toEqual([]);

    // The family's entry lists the document to accept with the offer; the place in line is kept.
    const mine = (await t.as(accounts.parentB, { url: '/api/Waitlist/Mine' })).json();
    const documents = await sessionDocuments(sessionId);
    expect(mine).toEqual([
      expect.objectContaining({ id: joined.json().id, state: 'offered', documentsToAccept: documents }),
    ]);
    const acceptWith = (payload: Record<string, unknown>) => acceptOffer(joined.json().id, payload);
    // New acceptances are checked like a form's: beside the document, nothing written.
    const unticked = await acceptWith({
      waivers: [{ ...accept(documents, 'Pat Parker')[0], accepted: false }],
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errors).toEqual({ 'waivers[0].accepted': [waiverMessages.mustAccept] });
    // An old version is not enough either.
    const stale = await acceptWith({ waivers: [{ ...accept(documents, 'Pat Parker')[0], version: 0 }] });
    expect(stale.statusCode).toBe(400);
    const taken = await acceptWith({ waivers: accept(documents, 'Pat Parker') });
    expect(taken.statusCode).toBe(200);
    expect(await acceptanceRows()).toEqual([
      expect.objectContaining({
        registration_kind: 'camp',
        registration_id: taken.json().registrationId,
        version: documents[0]!.version,
        full_name: 'Pat Parker',
        accepted_at: t.clock.now.toISOString(),
        account_id: 'parent-b',
      }),
    ]);
    // Once taken, it is an entry no longer: a registration holding the seat.
    expect((await t.as(accounts.parentB, { url: '/api/Waitlist/Mine' })).json()).toEqual([]);
  });

  it('staff reports and exports show who accepted which version and when', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const waiver = await addDocument('camp', await campOf(sessionId));
    const camp = await submitCampRegistration(t, sessionId, {
      waivers: accept(await sessionDocuments(sessionId)),
    });
    const at = t.clock.now.toISOString();
    const report = (
      await t.as(accounts.staff, { url: `/api/Registration/GetSessionRegistrations/${sessionId}` })
    ).json();
    expect(report.registrations[0]).toMatchObject({
      id: camp.json().id,
      acceptances: [
        { documentId: waiver, title: 'Liability waiver', version: 1, fullName: 'Pat Parker', acceptedAt: at },
      ],
    });
    const xlsx = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`,
    });
    const { rows } = await sheetValues(xlsx.rawPayload);
    expect(rows[0]!.at(-1)).toBe('Waivers and Consents');
    // In the facility's zone (the test facilities keep Central time).
    expect(rows[1]!.at(-1)).toBe(
      `Liability waiver v1, accepted by Pat Parker, ${formatInstant(at, 'America/Chicago')}`,
    );

    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now);
    await addDocument('tournament', tournamentId, {
      kind: 'photo_release',
      title: 'Photo release',
      body: 'Photos.',
    });
    const docs = (await t.as(accounts.parentA, { url: `/api/Documents/Tournament/${tournamentId}` })).json();
    await submitTeamRegistration(t, teamBody(ageRangeIds[0]!, { waivers: accept(docs, 'Casey Coach') }));
    const teams = (
      await t.as(accounts.staff, {
        url: `/api/TournamentRegistration/GetTournamentRegistrations/${tournamentId}/${ageRangeIds[0]}`,
      })
    ).json();
    expect(teams[0].acceptances).toEqual([
      expect.objectContaining({ title: 'Photo release', fullName: 'Casey Coach' }),
    ]);
    const csv = await t.as(accounts.staff, {
      url: `/api/TournamentRegistration/GetTournamentRegistrationsCSV/${tournamentId}/${ageRangeIds[0]}`,
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/,Waivers and Consents$/);
    // On the team's first player row only.
    expect(lines[1]).toContain(
      `Photo release v1, accepted by Casey Coach, ${formatInstant(at, 'America/Chicago')}`,
    );
    expect(lines[2]).not.toContain('Photo release');
  });

  it('the account download includes acceptances; erasing replaces the typed name, keeping version and time', async () => {
    const registration = await acceptedInStartedCamp(10);
    const mine = (await t.as(accounts.parentA, { url: '/api/Account/MyData' })).json();
    expect(mine.waiverAcceptances).toEqual([
      expect.objectContaining({
        registrationKind: 'camp',
        registrationId: registration.id,
        version: 1,
        fullName: 'Pat Parker',
      }),
    ]);
    expect((await t.as(accounts.parentB, { url: '/api/Account/MyData' })).json().waiverAcceptances).toEqual(
      [],
    );
    const erased = await t.as(accounts.parentA, { method: 'POST', url: '/api/Account/EraseMyData' });
    expect(erased.statusCode).toBe(200);
    expect(await acceptanceRows()).toEqual([
      expect.objectContaining({ full_name: erasedText, version: 1, accepted_at: '2026-01-01T00:00:00.000Z' }),
    ]);
  });

  it('the retention job replaces the typed name of registrations past the period', async () => {
    await acceptedInStartedCamp(100);
    const retention = await setRetention(t, 1);
    expect(retention.statusCode).toBe(200);
    expect(await t.app.accountData.eraseExpired()).toBe(1);
    expect((await acceptanceRows()).map((r) => [r.full_name, r.version])).toEqual([[erasedText, 1]]);
  });
});

/** A stored camp registration of parent A, cancelled long ago (nothing holds it back from erasure). */
function campRow() {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    owner_account_id: 'parent-a',
    owner_email: 'parent@example.com',
    status: 'cancelled',
    stripe_session_id: null,
    promo_code: '',
    promo_discount_cents: 0,
    amount_cents: 20000,
    hold_expires_at: null,
    player_first_name: 'Maya',
    player_last_name: 'Parker',
    player_birthdate: '2015-03-14',
    tshirt_size: 'm',
    player_address_line1: '12 Oak St',
    player_address_line2: '',
    player_city: 'Nashville',
    player_state: 'TN',
    player_zip_code: '37206',
    pog1_first_name: 'Pat',
    pog1_last_name: 'Parker',
    pog1_email: 'parent@example.com',
    pog1_phone: '6155550100',
    pog2_first_name: '',
    pog2_last_name: '',
    pog2_email: '',
    pog2_phone: '',
    emergency_contact_first_name: 'Robin',
    emergency_contact_last_name: 'Parker',
    emergency_contact_phone: '6155550199',
    emergency_contact_relationship: 'Aunt',
    medical_conditions: '',
    medical_treatment: '',
    cancel_reason: 'test',
    paid_at: null,
    created_at: at,
    updated_at: at,
    cancellation_policy: null,
  };
}
