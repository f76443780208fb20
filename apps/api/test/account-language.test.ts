import { afterEach, describe, expect, it } from 'vitest';
import { householdContactsBody } from './support/factories.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

describe(`the account's language (${testEngine})`, () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const read = (account: TestAccount = accounts.parentA) => t.as(account, { url: '/api/Account/Language' });
  const save = (payload: object, account: TestAccount = accounts.parentA) =>
    t.as(account, { method: 'PUT', url: '/api/Account/Language', payload });

  it('is none until saved, then the one saved, per account, and part of the data download', async () => {
    t = await createTestApp();
    const none = await read();
    expect(none.statusCode).toBe(200);
    expect(none.headers['cache-control']).toBe('no-store');
    expect(none.json()).toEqual({ locale: null });

    const saved = await save({ locale: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: 'es' });
    expect((await read()).json()).toEqual({ locale: 'es' });
    expect((await read(accounts.parentB)).json()).toEqual({ locale: null });

    // Saving again replaces it.
    expect((await save({ locale: 'en' })).statusCode).toBe(200);
    expect((await read()).json()).toEqual({ locale: 'en' });
    expect((await save({ locale: 'es' })).statusCode).toBe(200);

    const data = (await t.as(accounts.parentA, { url: '/api/Account/MyData' })).json();
    expect(data.account.language).toBe('es');
  });

  it('takes only the site languages, and only from a signed-in account', async () => {
    t = await createTestApp();
    for (const payload of [{ locale: 'fr' }, { locale: 'ES' }, { locale: null }, {}]) {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.locale).toHaveLength(1);
    }
    expect((await read()).json()).toEqual({ locale: null });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/Account/Language', payload: { locale: 'es' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/Account/Language' })).statusCode).toBe(401);
  });

  it('becomes the language the site shows at the first signed change while none is saved', async () => {
    t = await createTestApp();
    const change = (headers: Record<string, string>, account: TestAccount = accounts.parentA) =>
      t.as(account, {
        method: 'PUT',
        url: '/api/Household',
        headers,
        payload: householdContactsBody(),
      });
    // Reading saves nothing.
    await t.as(accounts.parentA, { url: '/api/Household', headers: { cookie: 'lang=es' } });
    expect((await read()).json()).toEqual({ locale: null });

    expect((await change({ cookie: 'lang=es', 'accept-language': 'en-US' })).statusCode).toBe(200);
    expect((await read()).json()).toEqual({ locale: 'es' });
    // Once saved, only the account's own choice changes it.
    await change({ cookie: 'lang=en' });
    expect((await read()).json()).toEqual({ locale: 'es' });

    await change({ 'accept-language': 'es-MX,es;q=0.9' }, accounts.parentB);
    expect((await read(accounts.parentB)).json()).toEqual({ locale: 'es' });
    await change({}, accounts.staff);
    expect((await read(accounts.staff)).json()).toEqual({ locale: 'en' });
  });
});
