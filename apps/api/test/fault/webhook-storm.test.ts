import { describe, expect, it, vi } from 'vitest';
import { createCampSession } from '../support/factories.js';
import { createPaymentTestApp } from '../support/payments.js';
import { rowOf } from '../support/reads.js';
import { campCheckout, syncPayment } from '../support/registrations.js';
import { freshForEachTest } from '../support/test-app.js';
import { testEngine } from '../support/test-database.js';

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

describe(`webhook storms (${testEngine})`, () => {
  const t = freshForEachTest(() => createPaymentTestApp({ deliverWebhooks: false }));

  it('every event three times, shuffled, racing the result page: one transition to paid, one e-mail', async () => {
    const paidLog = vi.spyOn(t.app.log, 'info');
    for (let round = 0; round < 10; round++) {
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const { id, url, checkoutId } = await campCheckout(t, sessionId);
      // A decline first, then the payment: events of both kinds exist for the session.
      await t.pay(url, '4000 0000 0000 0002');
      await t.pay(url);
      const events = t.provider.events
        .list()
        .filter((e) => (e.data.object as { id: string }).id === checkoutId);
      expect(events.length).toBeGreaterThan(0);

      const storm = shuffle([...events, ...events, ...events].map((e) => () => t.deliver(e)));
      const pages = Array.from({ length: 3 }, () => () => syncPayment(t, 'camp', checkoutId));
      const results = await Promise.all(shuffle([...storm, ...pages]).map((call) => call()));
      expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

      const row = await rowOf(t, 'camp_registrations', id);
      expect(row.status).toBe('paid');
      const mails = await t.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('dedupe_key', '=', `camp-paid:${id}`)
        .execute();
      expect(mails).toHaveLength(1);
      const transitions = paidLog.mock.calls.filter(
        ([obj, msg]) =>
          msg === 'registration paid' && (obj as { registrationId: number }).registrationId === id,
      );
      expect(transitions).toHaveLength(1);
    }
  }, 120_000);
});
