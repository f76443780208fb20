import { describe, expect, it } from 'vitest';
import { pageTexts, shownMessage } from '../src/views/page-texts.js';
import {
  campSessionParams,
  GOOD_CARD,
  paidSession,
  payByCard,
  submitPage,
  useProvider,
} from './support/harness.js';

const { provider, stripe } = useProvider({ asyncDelayMs: 50, refundDelayMs: 500 });

const open = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, html: await response.text() };
};
const spanishSession = () => stripe.checkout.sessions.create(campSessionParams({ locale: 'es' }));

/** Every page a payer sees, in the session's `locale` as Stripe Checkout shows its own. */
describe("the hosted pages in the session's language", () => {
  it('a decline is shown in Spanish; the API keeps Stripe’s English words', async () => {
    const session = await spanishSession();
    const declined = await payByCard(provider, session.id, '4000 0000 0000 9995');
    expect(declined.status).toBe(200);
    expect(declined.html).toMatch(
      /<div class="alert" id="payment-error" role="alert">Su tarjeta no tiene fondos suficientes\.<\/div>/,
    );
    expect(declined.html).not.toContain('insufficient funds');
    const after = await stripe.checkout.sessions.retrieve(session.id);
    expect(after).toMatchObject({ last_payment_error: { message: 'Your card has insufficient funds.' } });
  });

  it('the fields to fix, card and bank, in Spanish', async () => {
    const session = await stripe.checkout.sessions.create(
      campSessionParams({ locale: 'es', customer_email: undefined }),
    );
    const noEmail = await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });
    expect(noEmail.status).toBe(422);
    expect(noEmail.html).toContain('Su correo electrónico está incompleto.');
    const badExpiry = await submitPage(provider, session.id, {
      action: 'card',
      ...GOOD_CARD,
      email: 'padre@example.com',
      card_expiry: '01 / 20',
    });
    expect(badExpiry.html).toContain('El año de vencimiento de su tarjeta ya pasó.');
    const badAccount = await submitPage(provider, session.id, {
      action: 'bank',
      email: 'padre@example.com',
      account_number: '12',
    });
    expect(badAccount.html).toContain('El número de su cuenta bancaria no es válido.');
  });

  it('every message the stand-in can show a payer has its Spanish words', async () => {
    const known = [
      'Your card was declined.',
      'Your card has insufficient funds.',
      'Your card has expired.',
      "Your card's security code is incorrect.",
      'Your card number is incomplete.',
      'Your card number is invalid.',
      "Your card's expiration date is incomplete.",
      "Your card's expiration year is in the past.",
      "Your card's expiration date is in the past.",
      "Your card's security code is incomplete.",
      'Your bank account number is invalid.',
      'Your email address is incomplete.',
      'Your email address is invalid.',
    ];
    for (const message of known) {
      expect(shownMessage('es', message), message).not.toBe(message);
      expect(shownMessage('en', message)).toBe(message);
    }
    expect(Object.keys(pageTexts.es.messages).sort()).toEqual(expect.arrayContaining([...known].sort()));
  });

  it('a paid, refunded session: the result page and its refunds in Spanish', async () => {
    const session = await paidSession(provider, stripe, { params: { locale: 'es' } });
    const paid = await open(`${provider.url}/pay/${session.id}`);
    expect(paid.html).toContain('<html lang="es">');
    expect(paid.html).toContain('Esta sesión de pago ya está pagada.');
    expect(paid.html).toMatch(/>Volver a .+<\/a>/);

    const refund = await stripe.refunds.create({ payment_intent: session.payment_intent, amount: 10000 });
    const pending = await open(`${provider.url}/pay/${session.id}`);
    expect(pending.html).toContain('<h2 id="refunds-heading">Reembolsos</h2>');
    expect(pending.html).toContain('Reembolsado: $0.00 de $325.00. $100.00 está en camino.');
    expect(pending.html).toContain('<th scope="col">Fecha</th>');
    expect(pending.html).toContain('<span class="status status-pending">Pendiente</span>');
    await expect.poll(() => provider.refunds.get(refund.id)?.status).toBe('succeeded');
    const done = await open(`${provider.url}/pay/${session.id}`);
    expect(done.html).toContain('<span class="status status-succeeded">Reembolsado</span>');
    // es-US dates: "26 nov 2026, 10:56 p.m."
    expect(done.html).toMatch(/<th scope="row">\d{1,2} \w{3}\.? \d{4}, \d{1,2}:\d{2}/);
    expect(done.html).not.toMatch(/Refunds|Refunded|Pending/);
  });

  it('an expired session, and one that does not exist (by the browser’s language)', async () => {
    const session = await spanishSession();
    await stripe.checkout.sessions.expire(session.id);
    const expired = await open(`${provider.url}/pay/${session.id}`);
    expect(expired.html).toContain('Esta sesión de pago ha vencido.');

    const unknown = await open(`${provider.url}/pay/cs_test_unknown`, {
      'accept-language': 'es-US,es;q=0.9,en;q=0.5',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<html lang="es">');
    expect(unknown.html).toContain('Esta sesión de pago no existe.');
    const english = await open(`${provider.url}/pay/cs_test_unknown`, { 'accept-language': 'en-US' });
    expect(english.html).toContain('This checkout session does not exist.');
  });
});
