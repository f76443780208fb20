import {
  readInteger,
  readMetadata,
  readObject,
  readString,
  rejectUnknown,
} from '../checkout/param-readers.js';
import type { ParamObject, ParamValue } from '../form-params.js';
import { stripeErrors } from '../stripe-errors.js';
import { REFUND_REASONS, type RefundReason } from './refund-types.js';

export interface CreateRefundInput {
  paymentIntentId: string | null;
  chargeId: string | null;
  /** Null means "everything not yet refunded". */
  amount: number | null;
  reason: RefundReason | null;
  metadata: Record<string, string>;
}

// Stripe parameters for Connect and customer-balance refunds, which the stand-in does not have.
// Code written for Stripe may send the Connect flags as `false`; that is accepted.
const CONNECT_FLAGS = ['refund_application_fee', 'reverse_transfer'];
const UNSUPPORTED = ['currency', 'customer', 'origin'];
const CREATE_KEYS = new Set([
  'payment_intent',
  'charge',
  'amount',
  'reason',
  'metadata',
  'expand',
  // Only for payment methods without native refunds (Konbini, PromptPay); accepted and ignored.
  'instructions_email',
  ...CONNECT_FLAGS,
  ...UNSUPPORTED,
]);

function readId(value: ParamValue | undefined, param: string): string | null {
  const id = readString(value, param);
  return id === undefined || id === '' ? null : id;
}

/** Validates `POST /v1/refunds` parameters like Stripe; which payment they name is checked later. */
export function readCreateRefundParams(params: ParamObject): CreateRefundInput {
  rejectUnknown(params, CREATE_KEYS, '');
  for (const param of UNSUPPORTED) {
    if (params[param] !== undefined) {
      throw stripeErrors.invalidParam(
        param,
        `The local payment stand-in refunds payments only; ${param} is not supported.`,
      );
    }
  }
  for (const param of CONNECT_FLAGS) {
    const flag = readString(params[param], param);
    if (flag !== undefined && flag !== 'false') {
      throw stripeErrors.invalidParam(
        param,
        `${param} applies only to Connect charges, which the local payment stand-in does not have.`,
      );
    }
  }

  const paymentIntentId = readId(params.payment_intent, 'payment_intent');
  const chargeId = readId(params.charge, 'charge');
  if (paymentIntentId === null && chargeId === null) {
    throw stripeErrors.invalidRequestWithCode(
      'parameter_missing',
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }

  const amount = readInteger(params.amount, 'amount') ?? null;
  if (amount !== null && amount < 1) {
    throw stripeErrors.invalidRequestWithCode(
      'parameter_invalid_integer',
      'Invalid positive integer',
      'amount',
    );
  }

  const reasonText = readString(params.reason, 'reason') || null;
  if (reasonText !== null && !(REFUND_REASONS as readonly string[]).includes(reasonText)) {
    throw stripeErrors.invalidParam(
      'reason',
      `Invalid reason: must be one of ${REFUND_REASONS.join(', ')} (got ${reasonText})`,
    );
  }

  return {
    paymentIntentId,
    chargeId,
    amount,
    reason: reasonText as RefundReason | null,
    metadata: readMetadata(params.metadata, 'metadata'),
  };
}

export interface ListRefundsFilter {
  paymentIntentId: string | null;
  chargeId: string | null;
  created: { gt?: number; gte?: number; lt?: number; lte?: number } | null;
  limit: number;
  startingAfter: string | null;
  endingBefore: string | null;
}

const LIST_KEYS = new Set([
  'payment_intent',
  'charge',
  'created',
  'limit',
  'starting_after',
  'ending_before',
  'expand',
]);

export function readListRefundsParams(params: ParamObject): ListRefundsFilter {
  rejectUnknown(params, LIST_KEYS, '');
  const limit = readInteger(params.limit, 'limit') ?? 10;
  if (limit < 1) throw stripeErrors.invalidParam('limit', 'This value must be greater than or equal to 1.');
  if (limit > 100) throw stripeErrors.invalidParam('limit', 'This value must be less than or equal to 100.');
  const startingAfter = readId(params.starting_after, 'starting_after');
  const endingBefore = readId(params.ending_before, 'ending_before');
  if (startingAfter !== null && endingBefore !== null) {
    throw stripeErrors.invalidRequest(
      'You may only specify one of these parameters: starting_after, ending_before.',
    );
  }
  return {
    paymentIntentId: readId(params.payment_intent, 'payment_intent'),
    chargeId: readId(params.charge, 'charge'),
    created: readCreated(params.created),
    limit,
    startingAfter,
    endingBefore,
  };
}

// `created=<unix>` or `created[gte]=<unix>&created[lt]=<unix>`.
function readCreated(value: ParamValue | undefined): ListRefundsFilter['created'] {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const exact = readInteger(value, 'created')!;
    return { gte: exact, lte: exact };
  }
  const range = readObject(value, 'created')!;
  rejectUnknown(range, new Set(['gt', 'gte', 'lt', 'lte']), 'created');
  const bound = (key: 'gt' | 'gte' | 'lt' | 'lte') => readInteger(range[key], `created[${key}]`);
  const created: NonNullable<ListRefundsFilter['created']> = {};
  for (const key of ['gt', 'gte', 'lt', 'lte'] as const) {
    const limit = bound(key);
    if (limit !== undefined) created[key] = limit;
  }
  return created;
}
