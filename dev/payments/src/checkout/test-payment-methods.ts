import type { CardDetails } from '../payments/payment-types.js';
import type { PaymentError } from './session-types.js';

/**
 * The stand-in's test cards and bank accounts. Card numbers are Stripe's documented test cards so
 * the same numbers work on the real test-mode Checkout page.
 */

export type FormField = 'card_number' | 'card_expiry' | 'card_cvc' | 'email' | 'account_number';

export interface FieldError {
  field: FormField;
  message: string;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** Pays; every refund of the payment fails later (Stripe's "asynchronous refund failure" card). */
export const REFUND_FAILING_CARD = '4000000000005126';
export const REFUND_FAILING_CARD_REASON = 'expired_or_canceled_card';

/**
 * Stripe's cards for saved-card payments. On the hosted page the holder is present, so a card that
 * asks for authentication is taken as authenticated there (the stand-in shows no 3D Secure step).
 * Charged later off-session (`POST /v1/payment_intents` with `off_session=true`):
 */
/** Asks for authentication on every payment: off-session it fails with `authentication_required`. */
export const ALWAYS_AUTHENTICATE_CARD = '4000002760003184';
/** Asks for authentication unless set up for later use: off-session it succeeds once saved. */
export const AUTHENTICATE_UNLESS_SET_UP_CARD = '4000002500003155';
/** Already set up for off-session use: succeeds off-session. */
export const SET_UP_CARD = '4000003800000446';
/** Can be saved to a customer, but every charge of it is declined. */
export const ATTACH_THEN_DECLINE_CARD = '4000000000000341';

const SUCCEEDING_CARDS = new Set([
  '4242424242424242',
  '5555555555554444',
  REFUND_FAILING_CARD,
  ALWAYS_AUTHENTICATE_CARD,
  AUTHENTICATE_UNLESS_SET_UP_CARD,
  SET_UP_CARD,
]);

const DECLINES: Record<string, Omit<PaymentError, 'type' | 'payment_method_type'>> = {
  '4000000000000002': {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  [ATTACH_THEN_DECLINE_CARD]: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  // Authenticates, then is declined for insufficient funds.
  '4000008260003178': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

/** Bank transfers from accounts ending in this fail after the delay; all others succeed. */
export const FAILING_ACCOUNT_SUFFIX = '0002';

export function normalizeCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

// MM / YY, MM/YYYY, MMYY and the like.
const EXPIRY_PATTERN = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks the card fields the way Stripe's page does before it sends anything. */
export function validateCard(input: CardInput, now: Date): FieldError | null {
  const number = normalizeCardNumber(input.number);
  if (!/^\d{12,19}$/.test(number))
    return { field: 'card_number', message: 'Your card number is incomplete.' };
  if (!passesLuhn(number)) return { field: 'card_number', message: 'Your card number is invalid.' };

  const expiry = EXPIRY_PATTERN.exec(input.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { field: 'card_expiry', message: "Your card's expiration date is incomplete." };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const thisYear = now.getUTCFullYear();
  if (year < thisYear)
    return { field: 'card_expiry', message: "Your card's expiration year is in the past." };
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    return { field: 'card_expiry', message: "Your card's expiration date is in the past." };
  }

  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { field: 'card_cvc', message: "Your card's security code is incomplete." };
  }
  return null;
}

/** What charging a (valid-looking) card does: null means it succeeds. */
export function cardDecline(rawNumber: string): PaymentError | null {
  const number = normalizeCardNumber(rawNumber);
  if (SUCCEEDING_CARDS.has(number)) return null;
  const decline = DECLINES[number] ?? {
    // Stripe's answer to a real card number in test mode.
    code: 'card_declined',
    decline_code: 'test_mode_live_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test card. ' +
      'For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  };
  return { type: 'card_error', payment_method_type: 'card', ...decline };
}

/**
 * What charging a saved card off-session does (null: it succeeds). `failNext` is the test control
 * `POST /__dev/payment_methods/:id/fail_next_charge`: a card that paid once and declines later.
 */
export function offSessionDecline(testCard: string, failNext: string | null): PaymentError | null {
  const code = failNext ?? (testCard === ALWAYS_AUTHENTICATE_CARD ? 'authentication_required' : null);
  if (code === 'authentication_required')
    return {
      type: 'card_error',
      payment_method_type: 'card',
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    };
  if (code) {
    const known = Object.values(DECLINES).find((d) => d.decline_code === code);
    return {
      type: 'card_error',
      payment_method_type: 'card',
      ...(known ?? { code: 'card_declined', decline_code: code, message: 'Your card was declined.' }),
    };
  }
  return cardDecline(testCard);
}

/** Decline codes the fail-next-charge control takes. */
export const OFF_SESSION_DECLINE_CODES = [
  'generic_decline',
  'insufficient_funds',
  'authentication_required',
] as const;

/** Whether refunds of a payment made with this card fail (see REFUND_FAILING_CARD). */
export function refundsFailFor(rawNumber: string): boolean {
  return normalizeCardNumber(rawNumber) === REFUND_FAILING_CARD;
}

function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** What the charge shows about a card that paid: brand, last four digits and expiry. */
export function cardDetails(rawNumber: string, rawExpiry: string, now: Date): CardDetails {
  const number = normalizeCardNumber(rawNumber);
  const expiry = EXPIRY_PATTERN.exec(rawExpiry);
  const month = Number(expiry?.[1] ?? 12);
  const yearText = expiry?.[2] ?? String(now.getUTCFullYear() + 5);
  return {
    brand: cardBrand(number),
    last4: number.slice(-4),
    exp_month: month >= 1 && month <= 12 ? month : 12,
    exp_year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText),
    funding: 'credit',
    country: 'US',
  };
}

export function validateBankAccount(raw: string): FieldError | null {
  if (!/^\d{4,17}$/.test(raw.replace(/[\s-]/g, ''))) {
    return { field: 'account_number', message: 'Your bank account number is invalid.' };
  }
  return null;
}

export function bankTransferOutcome(raw: string): 'succeeded' | 'failed' {
  return raw.replace(/[\s-]/g, '').endsWith(FAILING_ACCOUNT_SUFFIX) ? 'failed' : 'succeeded';
}

export const BANK_TRANSFER_FAILURE: PaymentError = {
  type: 'invalid_request_error',
  code: 'payment_method_provider_decline',
  message: 'The bank transfer failed: the account has insufficient funds.',
  payment_method_type: 'us_bank_account',
};
