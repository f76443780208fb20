import type { IncomingMessage, ServerResponse } from 'node:http';
import { readString, rejectUnknown } from '../checkout/param-readers.js';
import { OFF_SESSION_DECLINE_CODES, REFUND_FAILING_CARD_REASON } from '../checkout/test-payment-methods.js';
import { ParamParseError, parseFormBody } from '../form-params.js';
import type { RefundFailureReason } from '../refunds/refund-service.js';
import { REFUND_FAILURE_REASONS } from '../refunds/refund-types.js';
import { StripeApiError, stripeErrors } from '../stripe-errors.js';
import { authenticate } from './api-auth.js';
import type { HttpContext } from './context.js';
import { readBody, sendJson } from './respond.js';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Control endpoints that real Stripe does not have (its dashboard's "Resend" button is the closest),
 * for tests and for replaying a webhook by hand. Guarded by the same secret key as the API.
 */
export async function handleDevRequest(
  context: HttpContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const reply = (status: number, body: unknown) => sendJson(res, status, JSON.stringify(body, null, 2));
  try {
    if (req.method === 'GET' && url.pathname === '/__dev/health') return reply(200, { ok: true });
    authenticate(req, context.secretKey);
    const resend = /^\/__dev\/events\/([A-Za-z0-9_]+)\/resend$/.exec(url.pathname);
    if (req.method === 'POST' && resend) {
      const stored = context.events.get(resend[1]!);
      if (!stored) throw stripeErrors.noSuch('event', resend[1]!, 'id');
      if (!context.dispatcher) {
        throw stripeErrors.invalidRequest(
          'No webhook URL is configured, so there is nowhere to send the event.',
        );
      }
      const attempt = await context.dispatcher.resend(stored);
      return reply(200, { event: stored.event.id, attempt });
    }
    const failNext = /^\/__dev\/payment_intents\/([A-Za-z0-9_]+)\/fail_next_refund$/.exec(url.pathname);
    if (req.method === 'POST' && failNext) {
      const failureReason = await readFailureReason(req);
      context.refunds.failNext(failNext[1]!, failureReason);
      return reply(200, { payment_intent: failNext[1], failure_reason: failureReason });
    }
    const failCharge = /^\/__dev\/payment_methods\/([A-Za-z0-9_]+)\/fail_next_charge$/.exec(url.pathname);
    if (req.method === 'POST' && failCharge) {
      const declineCode = await readDeclineCode(req);
      context.customers.failNextCharge(failCharge[1]!, declineCode);
      return reply(200, { payment_method: failCharge[1], decline_code: declineCode });
    }
    throw stripeErrors.unrecognizedUrl(req.method ?? 'GET', url.pathname);
  } catch (error) {
    const apiError =
      error instanceof ParamParseError ? stripeErrors.invalidParam(error.param, error.message) : error;
    if (!(apiError instanceof StripeApiError)) throw error;
    reply(apiError.statusCode, apiError.toJSON());
  }
}

/** Optional form field `decline_code` (default `generic_decline`): how the next off-session charge fails. */
async function readDeclineCode(req: IncomingMessage): Promise<string> {
  const params = parseFormBody(await readBody(req, MAX_BODY_BYTES));
  rejectUnknown(params, new Set(['decline_code']), '');
  const code = readString(params.decline_code, 'decline_code') || 'generic_decline';
  if (!(OFF_SESSION_DECLINE_CODES as readonly string[]).includes(code))
    throw stripeErrors.invalidParam(
      'decline_code',
      `Invalid decline_code: must be one of ${OFF_SESSION_DECLINE_CODES.join(', ')}`,
    );
  return code;
}

/** Optional form field `failure_reason`, one of the values Stripe documents. */
async function readFailureReason(req: IncomingMessage): Promise<RefundFailureReason> {
  const params = parseFormBody(await readBody(req, MAX_BODY_BYTES));
  rejectUnknown(params, new Set(['failure_reason']), '');
  const reason = readString(params.failure_reason, 'failure_reason') || REFUND_FAILING_CARD_REASON;
  if (!(REFUND_FAILURE_REASONS as readonly string[]).includes(reason)) {
    throw stripeErrors.invalidParam(
      'failure_reason',
      `Invalid failure_reason: must be one of ${REFUND_FAILURE_REASONS.join(', ')}`,
    );
  }
  return reason as RefundFailureReason;
}
