import { apiPaths, type CampSession, type ConsentDocument, type Tournament } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { campTextsOfSession } from '../src/modules/camps/camp-sessions-repository.js';
import { catalogInput } from './support/factories.js';
import { submitCampRegistration } from './support/registrations.js';
import { accounts, createTestApp, freshForEachTest } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** Staff write content in English and Spanish; families read the one in their language (decision 0055). */
describe(`staff-written content in two languages (${testEngine})`, () => {
  const t = freshForEachTest(() => createTestApp());

  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.as(accounts.staff, { method, url, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version?: number };
  };
  const spanishCamp = {
    campName: 'Campamento de definición',
    catalogDescription: 'Tiros, tiros y más tiros.',
    attendeeNotes: 'Traiga agua.',
  };

  async function publishedCamp(es?: object) {
    const { id: facilityId } = await send('POST', apiPaths.adminFacilities, catalogInput.facility());
    const { id: campSpecId } = await send('POST', apiPaths.adminCampSpecs, {
      ...catalogInput.campSpec(),
      ...(es ? { es } : {}),
    });
    const { id: sessionId } = await send(
      'POST',
      apiPaths.adminCampSessions,
      catalogInput.campSession(campSpecId, facilityId),
    );
    return { facilityId, campSpecId, sessionId };
  }
  const publicSession = async (sessionId: number) =>
    ((await t.as(null, { url: apiPaths.campSessions('_allStates') })).json() as CampSession[]).find(
      (s) => s.id === sessionId,
    );

  it('saves a camp’s Spanish texts beside the English ones and answers both, in the spec’s English shape', async () => {
    const { campSpecId, sessionId } = await publishedCamp(spanishCamp);
    const catalog = (await t.as(accounts.staff, { url: apiPaths.adminCatalog })).json();
    expect(catalog.campSpecs.find((c: { id: number }) => c.id === campSpecId)).toMatchObject({
      campName: 'New Camp',
      catalogDescription: 'Skills',
      attendeeNotes: 'Bring water',
      es: spanishCamp,
    });
    const listed = await publicSession(sessionId);
    expect(listed?.campSpec).toEqual({
      id: campSpecId,
      campName: 'New Camp',
      catalogDescription: 'Skills',
      attendeeNotes: 'Bring water',
      es: spanishCamp,
    });
    // The same answer whatever the visitor's language: the public list may be cached.
    const inSpanish = await t.as(null, {
      url: apiPaths.campSessions('_allStates'),
      headers: { 'accept-language': 'es', cookie: 'lang=es' },
    });
    expect((inSpanish.json() as CampSession[]).find((s) => s.id === sessionId)?.campSpec).toEqual(
      listed?.campSpec,
    );

    await send('PUT', apiPaths.adminCampSpec(campSpecId), {
      ...catalogInput.campSpec(),
      es: { ...spanishCamp, attendeeNotes: '' },
    });
    expect((await publicSession(sessionId))?.campSpec.es).toEqual({ ...spanishCamp, attendeeNotes: '' });
  });

  it('a camp saved without Spanish answers blank Spanish texts, and the mails read the English ones', async () => {
    const { sessionId } = await publishedCamp();
    expect((await publicSession(sessionId))?.campSpec.es).toEqual({
      campName: '',
      catalogDescription: '',
      attendeeNotes: '',
    });
    expect(await campTextsOfSession(t.database.db, sessionId, 'es')).toEqual({
      campName: 'New Camp',
      catalogDescription: 'Skills',
      attendeeNotes: 'Bring water',
    });
  });

  it('the mails read a camp’s Spanish name and what to bring in Spanish, the English ones in English', async () => {
    const { sessionId } = await publishedCamp({ ...spanishCamp, catalogDescription: '' });
    expect(await campTextsOfSession(t.database.db, sessionId, 'es')).toEqual({
      campName: 'Campamento de definición',
      catalogDescription: 'Skills',
      attendeeNotes: 'Traiga agua.',
    });
    expect(await campTextsOfSession(t.database.db, sessionId, 'en')).toEqual({
      campName: 'New Camp',
      catalogDescription: 'Skills',
      attendeeNotes: 'Bring water',
    });
    expect(await campTextsOfSession(t.database.db, 999_999, 'es')).toBeUndefined();
  });

  it('refuses a Spanish text over the English cap, beside its field', async () => {
    const res = await t.as(accounts.staff, {
      method: 'POST',
      url: apiPaths.adminCampSpecs,
      payload: { ...catalogInput.campSpec(), es: { campName: 'x'.repeat(101) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['es.campName']).toEqual(['Spanish camp name must be at most 100 characters.']);
  });

  it('saves a tournament’s Spanish name and description and answers them in every tournament read', async () => {
    const { id: facilityId } = await send('POST', apiPaths.adminFacilities, catalogInput.facility());
    const es = { tournamentName: 'Copa Nueva', tournamentDescription: 'Partidos en canchas pequeñas.' };
    const { id } = await send('POST', apiPaths.adminTournaments, {
      ...catalogInput.tournament(facilityId),
      es,
    });
    const listed = (await t.as(null, { url: apiPaths.allTournaments })).json() as Tournament[];
    const card = listed.find((x) => x.id === id)!;
    expect(card).toMatchObject({ tournamentName: 'New Cup', tournamentDescription: 'Small-sided', es });
    const byAgeRange = await t.as(null, {
      url: apiPaths.tournamentByAgeRange(card.ageRange.tournamentAgeRangeId),
    });
    expect(byAgeRange.json().es).toEqual(es);
    const catalog = (await t.as(accounts.staff, { url: apiPaths.adminCatalog })).json();
    expect(catalog.tournaments.find((x: { id: number }) => x.id === id).es).toEqual(es);

    await send('PUT', apiPaths.adminTournament(id), catalogInput.tournament(facilityId));
    const blank = (await t.as(null, { url: apiPaths.allTournaments })).json() as Tournament[];
    expect(blank.find((x) => x.id === id)?.es).toEqual({ tournamentName: '', tournamentDescription: '' });
  });

  it('a waiver’s Spanish text is part of its version; an acceptance records the language it was read in', async () => {
    const { campSpecId, sessionId } = await publishedCamp(spanishCamp);
    const waiver = { kind: 'liability_waiver', title: 'Liability waiver', body: 'Soccer has risks.' };
    const { id } = await send('POST', apiPaths.adminDocuments, {
      owner: 'camp',
      itemId: campSpecId,
      ...waiver,
    });
    const documents = async () =>
      (
        await t.as(accounts.parentA, { url: apiPaths.campSessionDocuments(sessionId) })
      ).json() as ConsentDocument[];
    expect((await documents())[0]).toMatchObject({ version: 1, es: { title: '', body: '' } });

    // Writing the Spanish text is a new version: families must accept what they read.
    const es = { title: 'Exención de responsabilidad', body: 'El fútbol tiene riesgos.' };
    expect(await send('PUT', apiPaths.adminDocument(id), { ...waiver, es })).toEqual({ id, version: 2 });
    expect(await send('PUT', apiPaths.adminDocument(id), { ...waiver, es })).toEqual({ id, version: 2 });
    const [current] = await documents();
    expect(current).toMatchObject({ version: 2, title: 'Liability waiver', es });

    const accepted = await submitCampRegistration(t, sessionId, {
      waivers: [{ documentId: id, version: 2, accepted: true, fullName: 'Ana López', locale: 'es' }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rows = await t.database.db.selectFrom('consent_acceptances').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ version: 2, full_name: 'Ana López', locale: 'es' })]);

    const report = (
      await t.as(accounts.staff, { url: `/api/Registration/GetSessionRegistrations/${sessionId}` })
    ).json();
    expect(report.registrations[0].acceptances).toEqual([
      expect.objectContaining({ documentId: id, version: 2, locale: 'es', fullName: 'Ana López' }),
    ]);
    const own = await t.as(accounts.parentA, { url: apiPaths.campRegistration(accepted.json().id) });
    expect(own.json().acceptances[0]).toMatchObject({ version: 2, locale: 'es' });
  });

  it('an acceptance without a language, or of a document with no Spanish text, is recorded in English', async () => {
    const { campSpecId, sessionId } = await publishedCamp();
    const { id } = await send('POST', apiPaths.adminDocuments, {
      owner: 'camp',
      itemId: campSpecId,
      kind: 'photo_release',
      title: 'Photo release',
      body: 'Photos.',
    });
    const first = await submitCampRegistration(t, sessionId, {
      waivers: [{ documentId: id, version: 1, accepted: true, fullName: 'Pat Parker', locale: 'es' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await submitCampRegistration(
      t,
      sessionId,
      { waivers: [{ documentId: id, version: 1, accepted: true, fullName: 'Sam Parker' }] },
      accounts.parentB,
    );
    expect(second.statusCode, second.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('consent_acceptances')
      .select(['full_name', 'locale'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { full_name: 'Pat Parker', locale: 'en' },
      { full_name: 'Sam Parker', locale: 'en' },
    ]);
  });
});
