import {
  type Household,
  householdLimits,
  householdMessages,
  registrationValuesFromHousehold,
} from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampSession, householdContactsBody, householdPlayerBody } from './support/factories.js';
import { submitCampRegistration } from './support/registrations.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`the household profile (${testEngine})`, () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const read = (account = accounts.parentA) => t.as(account, { url: '/api/Household' });
  const saveContacts = (payload: object, account = accounts.parentA) =>
    t.as(account, { method: 'PUT', url: '/api/Household', payload });
  const addPlayer = (payload: object, account = accounts.parentA) =>
    t.as(account, { method: 'POST', url: '/api/Household/Players', payload });
  const changePlayer = (id: number | string, payload: object, account = accounts.parentA) =>
    t.as(account, { method: 'PUT', url: `/api/Household/Players/${id}`, payload });
  const removePlayer = (id: number | string, account = accounts.parentA) =>
    t.as(account, { method: 'DELETE', url: `/api/Household/Players/${id}` });

  it('saves contacts and players, changes and removes players, all no-store', async () => {
    t = await createTestApp();
    const empty = await read();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ contacts: null, players: [], pickups: [] });

    const saved = await saveContacts(householdContactsBody({ pog1FirstName: '  Pat ' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json()).toEqual(householdContactsBody());
    // Saving again replaces the one row.
    expect(
      (await saveContacts(householdContactsBody({ pog2FirstName: '', pog2LastName: '' }))).statusCode,
    ).toBe(200);

    const maya = await addPlayer(householdPlayerBody());
    expect(maya.statusCode).toBe(200);
    expect(maya.headers['cache-control']).toBe('no-store');
    const mayaId = maya.json().id as number;
    expect(maya.json()).toEqual({ id: mayaId, ...householdPlayerBody() });
    const leo = (
      await addPlayer(householdPlayerBody({ firstName: 'Leo', gender: '', birthDate: '2017-08-02' }))
    ).json().id as number;

    const changed = await changePlayer(mayaId, householdPlayerBody({ tshirtSize: 'l' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().tshirtSize).toBe('l');

    const profile = (await read()).json() as Household;
    expect(profile.contacts).toEqual(householdContactsBody({ pog2FirstName: '', pog2LastName: '' }));
    expect(profile.players.map((p) => [p.id, p.firstName, p.tshirtSize])).toEqual([
      [mayaId, 'Maya', 'l'],
      [leo, 'Leo', 'm'],
    ]);

    const removed = await removePlayer(leo);
    expect(removed.statusCode).toBe(204);
    expect(removed.headers['cache-control']).toBe('no-store');
    expect((await read()).json().players.map((p: { id: number }) => p.id)).toEqual([mayaId]);
  });

  it('answers bad input with 400 field messages', async () => {
    t = await createTestApp();
    const badPlayer = await addPlayer(
      householdPlayerBody({
        firstName: '',
        birthDate: '2015-02-30',
        tshirtSize: 'xxl',
        gender: 'X',
        state: 'TNN',
      }),
    );
    expect(badPlayer.statusCode).toBe(400);
    expect(Object.keys(badPlayer.json().errors).sort()).toEqual([
      'birthDate',
      'firstName',
      'gender',
      'state',
      'tshirtSize',
    ]);
    const badContacts = await saveContacts(
      householdContactsBody({ pog1Email: 'not-an-address', pog2Email: 'nope', emergencyContactPhone: '' }),
    );
    expect(badContacts.statusCode).toBe(400);
    expect(Object.keys(badContacts.json().errors).sort()).toEqual([
      'emergencyContactPhone',
      'pog1Email',
      'pog2Email',
    ]);
    expect((await changePlayer('0x1', householdPlayerBody())).statusCode).toBe(400);
    expect((await read()).json()).toEqual({ contacts: null, players: [], pickups: [] });
  });

  it('keeps each household to its own account: 401 signed out, 404 for another account’s player', async () => {
    t = await createTestApp();
    const id = (await addPlayer(householdPlayerBody())).json().id as number;
    await saveContacts(householdContactsBody());
    expect((await t.app.inject({ url: '/api/Household' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Household/Players', payload: householdPlayerBody() }))
        .statusCode,
    ).toBe(401);

    expect((await read(accounts.parentB)).json()).toEqual({ contacts: null, players: [], pickups: [] });
    const change = await changePlayer(id, householdPlayerBody({ firstName: 'Taken' }), accounts.parentB);
    expect(change.statusCode).toBe(404);
    expect(change.json().detail).toBe(householdMessages.playerNotFound);
    expect((await removePlayer(id, accounts.parentB)).statusCode).toBe(404);
    expect((await removePlayer(999_999)).statusCode).toBe(404);
    expect((await read()).json().players).toEqual([expect.objectContaining({ id, firstName: 'Maya' })]);
  });

  it(`keeps at most ${householdLimits.maxPlayers} players`, async () => {
    t = await createTestApp();
    for (let i = 0; i < householdLimits.maxPlayers; i++)
      expect((await addPlayer(householdPlayerBody({ firstName: `Kid${i}` }))).statusCode).toBe(200);
    const over = await addPlayer(householdPlayerBody({ firstName: 'One more' }));
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(householdMessages.tooManyPlayers);
    // Another account is not affected by this one's list.
    expect((await addPlayer(householdPlayerBody(), accounts.parentB)).statusCode).toBe(200);
  });

  it(`keeps at most ${householdLimits.maxPlayers} players when adds arrive at once`, async () => {
    t = await createTestApp();
    const tries = householdLimits.maxPlayers + 8;
    // Rounds, so that a missing lock shows: each round starts from an empty household.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: tries }, (_, i) => addPlayer(householdPlayerBody({ firstName: `Kid${i}` }))),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(householdLimits.maxPlayers);
      expect(codes.filter((c) => c === 409)).toHaveLength(tries - householdLimits.maxPlayers);
      const players = (await read()).json().players as { id: number }[];
      expect(players).toHaveLength(householdLimits.maxPlayers);
      for (const p of players) expect((await removePlayer(p.id)).statusCode).toBe(204);
    }
  });

  it('a saved profile maps onto a registration the server accepts', async () => {
    t = await createTestApp();
    await saveContacts(householdContactsBody());
    const id = (await addPlayer(householdPlayerBody())).json().id as number;
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const values = registrationValuesFromHousehold((await read()).json(), id);
    const registered = await submitCampRegistration(t, sessionId, values);
    expect(registered.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('camp_registrations')
      .selectAll()
      .where('id', '=', registered.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      player_first_name: 'Maya',
      medical_treatment: 'EpiPen in her bag',
      pog2_email: 'sam.parker@example.com',
      emergency_contact_relationship: 'Aunt',
    });
  });
});
