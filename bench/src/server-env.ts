import { randomBytes } from 'node:crypto';

/**
 * What a production-mode server needs to start in a bench run: payment secrets of its own (the
 * server refuses published placeholders; the bench never opens a checkout).
 */
export const benchPaymentSecrets = {
  STRIPE_SECRET_KEY: `sk_test_${randomBytes(24).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
  UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
};
