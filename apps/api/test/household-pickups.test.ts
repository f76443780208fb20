import { apiPaths, householdMessages, pickupLimits, pickupMessages } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHouseholdService } from '../src/modules/household/household-service.js';
import { createCampSession, householdPlayerBody } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { pdfText } from './support/pdf-text.js';
import { campCheckout } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

const coach = accounts.coach;
const parentC: TestAccount = { id: 'parent-c', email: 'carla@example.com', name: 'Carla Cruz', roles: [] };

interface Code {
  registrationId: number;
  day: string;
  code: string;
}

describe(`authorized pickup (${testEngine})`, () => {
  let t: PaymentTestApp;
  let session = 0;
  let maya = 0;
  let mayaPlayer = 0;
  let days: string[] = [];

  const addPickup = (playerId: number, payload: object, account: TestAccount = accounts.parentA) =>
    t.as(account, { method: 'POST', url: `/api/Household/Players/${playerId}/Pickups`, payload });
  const read = (account: TestAccount = accounts.parentA) => t.as(account, { url: '/api/Household' });
  const roster = (day: string) => t.as(coach, { url: `/api/Coach/Sessions/${session}?day=${day}` });
  const codes = async (account: TestAccount = accounts.parentA) =>
    (await t.as(account, { url: '/api/Household/PickupCodes' })).json() as Code[];

  beforeAll(async () => {
    t = await createPaymentTestApp({ env: raceEnv });
    session = await createCampSession(t.database.db, t.clock.now, { startOffset: 1 });
    maya = (await campCheckout(t, session, { sync: true })).id;
    mayaPlayer = (
      await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Household/Players',
        payload: householdPlayerBody(),
      })
    ).json().id;
    const assigned = await t.as(accounts.admin, {
      method: 'POST',
      url: '/api/Admin/CoachAssignments',
      payload: { email: coach.email, kind: 'session', itemId: session },
    });
    expect(assigned.statusCode).toBe(201);
    days = (await t.as(coach, { url: `/api/Coach/Sessions/${session}` })).json().days;
  });
  afterAll(() => t.close());

  it('saves pickup adults per player, every day or one day, owner only and no-store', async () => {
    const always = await addPickup(mayaPlayer, {
      name: ' Ana Parker ',
      relation: 'Grandmother',
      phoneNumber: '615-555-0177',
    });
    expect(always.statusCode).toBe(200);
    expect(always.headers['cache-control']).toBe('no-store');
    expect(always.json()).toMatchObject({ playerId: mayaPlayer, name: 'Ana Parker', date: '' });
    const oneDay = await addPickup(mayaPlayer, {
      name: 'Luis Ortiz',
      relation: 'Neighbor',
      phoneNumber: '6155550188',
      date: days[1],
    });
    expect(oneDay.json()).toMatchObject({ name: 'Luis Ortiz', date: days[1] });

    const household = await read();
    expect(household.headers['cache-control']).toBe('no-store');
    expect(household.json().pickups.map((p: { name: string }) => p.name)).toEqual([
      'Ana Parker',
      'Luis Ortiz',
    ]);

    // Another family: the player is not theirs, nor the adult; they see none of it.
    const foreign = await addPickup(
      mayaPlayer,
      { name: 'X Y', relation: 'Friend', phoneNumber: '6155550100' },
      accounts.parentB,
    );
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).toContain(householdMessages.playerNotFound);
    expect((await read(accounts.parentB)).json().pickups).toEqual([]);
    const removeForeign = await t.as(accounts.parentB, {
      method: 'DELETE',
      url: `/api/Household/Pickups/${oneDay.json().id}`,
    });
    expect(removeForeign.statusCode).toBe(404);
    expect(JSON.stringify(removeForeign.json())).toContain(pickupMessages.notFound);
    expect((await t.as(null, { url: '/api/Household/PickupCodes' })).statusCode).toBe(401);
  });

  it('answers bad input with 400 field messages and stores nothing', async () => {
    const bad = await addPickup(mayaPlayer, {
      name: '',
      relation: 'x'.repeat(pickupLimits.relation + 1),
      phoneNumber: '12',
      date: '2030-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['date', 'name', 'phoneNumber', 'relation']);
    expect(bad.json().errors.name).toEqual(['Full name is required.']);
    expect((await read()).json().pickups).toHaveLength(2);
    expect(
      (
        await t.as(accounts.parentA, {
          method: 'POST',
          url: '/api/Household/Players/abc/Pickups',
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it('caps the adults of one player', async () => {
    const other = (
      await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Household/Players',
        payload: householdPlayerBody({ firstName: 'Leo' }),
      })
    ).json().id;
    for (let i = 0; i < pickupLimits.maxPerPlayer; i++)
      expect(
        (await addPickup(other, { name: `Adult ${i}`, relation: 'Friend', phoneNumber: '6155550100' }))
          .statusCode,
      ).toBe(200);
    const over = await addPickup(other, { name: 'One more', relation: 'Friend', phoneNumber: '6155550100' });
    expect(over.statusCode).toBe(409);
    expect(JSON.stringify(over.json())).toContain(pickupMessages.tooMany);
    // Removing the player removes its adults.
    expect(
      (await t.as(accounts.parentA, { method: 'DELETE', url: `/api/Household/Players/${other}` })).statusCode,
    ).toBe(204);
    expect((await read()).json().pickups).toHaveLength(2);
  });

  it("shows the coach the child's adults, and a one-day pickup only on its day, never a code", async () => {
    const first = (await roster(days[0]!)).json();
    const mayaFirst = first.children.find((c: { registrationId: number }) => c.registrationId === maya);
    expect(mayaFirst.pickupAdults).toEqual([
      {
        id: expect.stringMatching(/^pickup-\d+$/),
        name: 'Ana Parker',
        relation: 'Grandmother',
        phone: '615-555-0177',
        oneDay: false,
      },
    ]);
    const second = (await roster(days[1]!)).json();
    const mayaSecond = second.children.find((c: { registrationId: number }) => c.registrationId === maya);
    expect(mayaSecond.pickupAdults).toEqual([
      {
        id: expect.stringMatching(/^pickup-\d+$/),
        name: 'Ana Parker',
        relation: 'Grandmother',
        phone: '615-555-0177',
        oneDay: false,
      },
      {
        id: expect.stringMatching(/^pickup-\d+$/),
        name: 'Luis Ortiz',
        relation: 'Neighbor',
        phone: '6155550188',
        oneDay: true,
      },
    ]);
    const dayCode = (await codes()).find((c) => c.registrationId === maya && c.day === days[1])!;
    expect(JSON.stringify(second)).not.toMatch(/code/i);
    expect(JSON.stringify(second)).not.toContain(`"${dayCode.code}"`);
    // The printed sign-in sheet names them too, for the adult signing the child out.
    const printed = async (day: string) =>
      pdfText(
        (await t.as(coach, { url: `${apiPaths.coachSessionSheet(session, 'sign-in')}?day=${day}` }))
          .rawPayload,
      );
    const sheetFirst = await printed(days[0]!);
    expect(sheetFirst).toContain('May pick up:');
    expect(sheetFirst).toContain('Ana Parker (Grandmother): 615-555-0177');
    expect(sheetFirst).not.toContain('Luis Ortiz');
    expect(await printed(days[1]!)).toContain('Luis Ortiz (Neighbor) · this day only: 6155550188');
  });

  it('gives the family a code per camp day of each paid registration, and checks it for that registration and day only', async () => {
    const mine = await codes();
    expect(mine.map((c) => c.day)).toEqual(days);
    expect(
      mine.every(
        (c) => c.registrationId === maya && new RegExp(`^\\d{${pickupLimits.codeDigits}}$`).test(c.code),
      ),
    ).toBe(true);
    // Stable: asked again, the same codes.
    expect(await codes()).toEqual(mine);
    expect(await codes(accounts.parentB)).toEqual([]);

    const household = createHouseholdService(t.app.serviceDeps);
    const [first, second] = mine as [Code, Code];
    expect(await household.verifyPickupCode(maya, first.day, first.code)).toBe(true);
    expect(await household.verifyPickupCode(maya, first.day, ` ${first.code} `)).toBe(true);
    const wrong = String((Number(first.code) + 1) % 10 ** pickupLimits.codeDigits).padStart(
      pickupLimits.codeDigits,
      '0',
    );
    expect(await household.verifyPickupCode(maya, first.day, wrong)).toBe(false);
    expect(await household.verifyPickupCode(maya, first.day, '')).toBe(false);
    // Another day's code, another registration, a day outside the session.
    if (first.code !== second.code)
      expect(await household.verifyPickupCode(maya, first.day, second.code)).toBe(false);
    expect(await household.verifyPickupCode(maya, second.day, second.code)).toBe(true);
    expect(await household.verifyPickupCode(maya + 1000, first.day, first.code)).toBe(false);
    expect(await household.verifyPickupCode(maya, '2000-01-01', first.code)).toBe(false);
    // Codes differ from day to day (five days: at least two distinct codes).
    expect(new Set(mine.map((c) => c.code)).size).toBeGreaterThan(1);
  });

  it('downloads the adults with the household and erases them with it', async () => {
    const player = (
      await t.as(parentC, { method: 'POST', url: '/api/Household/Players', payload: householdPlayerBody() })
    ).json().id;
    expect(
      (
        await addPickup(
          player,
          { name: 'Rosa Cruz', relation: 'Grandmother', phoneNumber: '6155550111' },
          parentC,
        )
      ).statusCode,
    ).toBe(200);
    const download = await t.as(parentC, { url: '/api/Account/MyData' });
    expect(download.statusCode).toBe(200);
    expect(download.json().household.pickups).toMatchObject([{ name: 'Rosa Cruz', relation: 'Grandmother' }]);
    const erased = await t.as(parentC, { method: 'POST', url: '/api/Account/EraseMyData' });
    expect(erased.statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('household_pickups')
      .select('id')
      .where('owner_account_id', '=', parentC.id)
      .execute();
    expect(left).toEqual([]);
    // Another family's adults stay.
    expect((await read()).json().pickups).toHaveLength(2);
  });
});
