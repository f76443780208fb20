import { randomBytes } from 'node:crypto';

/**
 * What a production-mode server needs to start in a bench run: payment secrets of its own (the
 * server refuses published placeholders; the bench never opens a checkout).
 */
export const benchPaymentSecrets = {
  STRIPE_SECRET_KEY: `sk_test_${randomBytes(24).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
  UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
  BUSINESS_LEGAL_NAME: 'Touchline Soccer Academy LLC',
  BUSINESS_ADDRESS: '1 Field Rd, Nashville, TN 37206',
  BUSINESS_TAX_ID: '00-0000000',
};
