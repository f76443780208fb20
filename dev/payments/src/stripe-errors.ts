/**
 * Errors in Stripe's wire shape, `{ "error": { type, message, code?, param? } }` with Stripe's
 * status codes, because the SDK picks its error class from them (400/404 → StripeInvalidRequestError,
 * 401 → StripeAuthenticationError) and our server's error handling is written against those classes.
 */

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error';
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
  /** Card errors: the decline, and the objects it concerns (as Stripe sends them). */
  decline_code?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  payment_method_type?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

function invalidRequest(statusCode: number, message: string, code?: string, param?: string): StripeApiError {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (code) {
    body.code = code;
    body.doc_url = `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;
  }
  if (param) body.param = param;
  return new StripeApiError(statusCode, body);
}

export const stripeErrors = {
  missingParam: (param: string) =>
    invalidRequest(400, `Missing required param: ${param}.`, 'parameter_missing', param),
  unknownParam: (param: string) =>
    invalidRequest(400, `Received unknown parameter: ${param}`, 'parameter_unknown', param),
  invalidParam: (param: string, message: string) =>
    invalidRequest(400, message, 'parameter_invalid_string', param),
  invalidInteger: (param: string, value: string) =>
    invalidRequest(400, `Invalid integer: ${value}`, 'parameter_invalid_integer', param),
  invalidRequest: (message: string, param?: string) => invalidRequest(400, message, undefined, param),
  /** A 400 with one of Stripe's documented error codes (`charge_already_refunded`, `amount_too_large`…). */
  invalidRequestWithCode: (code: string, message: string, param?: string) =>
    invalidRequest(400, message, code, param),
  noSuch: (kind: string, id: string, param: string) =>
    invalidRequest(404, `No such ${kind}: '${id}'`, 'resource_missing', param),
  unrecognizedUrl: (method: string, path: string) =>
    invalidRequest(
      404,
      `Unrecognized request URL (${method}: ${path}). This local stand-in implements only the Checkout Session, ` +
        'PaymentIntent, Charge, Customer, PaymentMethod, Refund and Event endpoints listed in dev/payments/README.md.',
    ),
  noApiKey: () =>
    invalidRequest(
      401,
      'You did not provide an API key. You need to provide your API key in the Authorization header, ' +
        "using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    ),
  invalidApiKey: (key: string) =>
    invalidRequest(401, `Invalid API Key provided: ${redactKey(key)}`, 'api_key_invalid'),
  idempotencyMismatch: (key: string) =>
    new StripeApiError(400, {
      type: 'idempotency_error',
      message:
        'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
        `Try using a key other than '${key}' if you meant to execute a different request.`,
    }),
};

// Stripe echoes only the ends of a wrong key so logs never hold a usable secret.
function redactKey(key: string): string {
  if (key.length < 16) return '*'.repeat(key.length);
  return `${key.slice(0, 7)}${'*'.repeat(Math.min(key.length - 11, 20))}${key.slice(-4)}`;
}
