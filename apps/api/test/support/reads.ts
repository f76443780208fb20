import type { TestApp } from './test-app.js';

type App = Pick<TestApp, 'app' | 'database'>;

/** The seats left in a camp session, as the public camps list shows them. */
export const seatsLeft = async (t: Pick<TestApp, 'app'>, sessionId: number) =>
  (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' }))
    .json()
    .find((s: { id: number }) => s.id === sessionId).seatsLeft as number;

/** The dedupe keys of every mail in the outbox. */
export const mailKeys = async (t: App) =>
  (await t.database.db.selectFrom('mail_outbox').select('dedupe_key').execute()).map((m) => m.dedupe_key);

/** The refunds of a registration, oldest first. */
export const refundRows = (t: App, registrationId: number) =>
  t.database.db
    .selectFrom('refunds')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .orderBy('id')
    .execute();

/** Waits until `check` holds, polling every 25 ms; throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
