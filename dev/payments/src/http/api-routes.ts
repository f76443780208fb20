import type { IncomingMessage, ServerResponse } from 'node:http';
import { lineItemList } from '../checkout/line-item-objects.js';
import { readInteger, readString, readStringArray, rejectUnknown } from '../checkout/param-readers.js';
import type { StoredSession } from '../checkout/session-types.js';
import { customerObject, paymentMethodObject } from '../customers/customer-objects.js';
import type { EventRequest } from '../events/event-types.js';
import { type ParamObject, ParamParseError, parseFormBody, parseParams } from '../form-params.js';
import { newId } from '../ids.js';
import type { StoredPayment } from '../payments/payment-types.js';
import { readListRefundsParams } from '../refunds/refund-params.js';
import type { StoredRefund } from '../refunds/refund-types.js';
import { StripeApiError, stripeErrors } from '../stripe-errors.js';
import { authenticate } from './api-auth.js';
import type { HttpContext } from './context.js';
import { type ApiResponse, runIdempotent } from './idempotency.js';
import { BodyTooLargeError, readBody, sendJson } from './respond.js';

const MAX_BODY_BYTES = 1024 * 1024;

interface ApiRequest {
  method: string;
  path: string;
  params: ParamObject;
  /** Recorded on events this request causes, like Stripe's `event.request`. */
  origin: EventRequest;
}

type Handler = (context: HttpContext, request: ApiRequest, match: string[]) => unknown;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: Handler;
}

const ID = '([A-Za-z0-9_]+)';
const routes: Route[] = [
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handler: createSession },
  { method: 'GET', pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`), handler: retrieveSession },
  { method: 'POST', pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`), handler: expireSession },
  { method: 'GET', pattern: new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`), handler: listLineItems },
  { method: 'GET', pattern: new RegExp(`^/v1/payment_intents/${ID}$`), handler: retrievePaymentIntent },
  { method: 'POST', pattern: /^\/v1\/payment_intents$/, handler: createPaymentIntent },
  { method: 'GET', pattern: new RegExp(`^/v1/charges/${ID}$`), handler: retrieveCharge },
  { method: 'POST', pattern: /^\/v1\/customers$/, handler: createCustomer },
  { method: 'GET', pattern: new RegExp(`^/v1/customers/${ID}$`), handler: retrieveCustomer },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/customers/${ID}/payment_methods$`),
    handler: listCustomerPaymentMethods,
  },
  { method: 'GET', pattern: new RegExp(`^/v1/payment_methods/${ID}$`), handler: retrievePaymentMethod },
  { method: 'POST', pattern: new RegExp(`^/v1/payment_methods/${ID}/detach$`), handler: detachPaymentMethod },
  { method: 'POST', pattern: /^\/v1\/refunds$/, handler: createRefund },
  { method: 'GET', pattern: /^\/v1\/refunds$/, handler: listRefunds },
  { method: 'GET', pattern: new RegExp(`^/v1/refunds/${ID}$`), handler: retrieveRefund },
  { method: 'POST', pattern: new RegExp(`^/v1/refunds/${ID}$`), handler: updateRefund },
  { method: 'POST', pattern: new RegExp(`^/v1/refunds/${ID}/cancel$`), handler: cancelRefund },
  { method: 'GET', pattern: /^\/v1\/events$/, handler: listEvents },
  { method: 'GET', pattern: new RegExp(`^/v1/events/${ID}$`), handler: retrieveEvent },
];

/** Serves `/v1/...`: auth, parameter parsing, idempotency, and Stripe-shaped answers and errors. */
export async function handleApiRequest(
  context: HttpContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const requestId = newId('req', 14);
  const headers: Record<string, string> = { 'Request-Id': requestId };
  try {
    authenticate(req, context.secretKey);
    const method = req.method ?? 'GET';
    const found = findRoute(method, url.pathname);
    if (!found) throw stripeErrors.unrecognizedUrl(method, url.pathname);
    const [route, match] = found;
    const params = method === 'POST' ? await readFormParams(req) : parseQuery(url);
    const idempotencyKey = method === 'POST' ? headerValue(req, 'idempotency-key') : undefined;
    const request: ApiRequest = {
      method,
      path: url.pathname,
      params,
      origin: { id: requestId, idempotency_key: idempotencyKey ?? null },
    };
    const run = (): ApiResponse => {
      try {
        return { statusCode: 200, body: JSON.stringify(route.handler(context, request, match), null, 2) };
      } catch (error) {
        // A decline happened (a PaymentIntent exists): its answer is kept and replayed like a success.
        if (error instanceof StripeApiError && error.statusCode === 402)
          return { statusCode: 402, body: JSON.stringify(error.toJSON(), null, 2) };
        throw error;
      }
    };
    const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
    const response = runIdempotent(context.store, context.clock, idempotencyKey, fingerprint, run);
    if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
    if (response.replayed) headers['Idempotent-Replayed'] = 'true';
    sendJson(res, response.statusCode, response.body, headers);
  } catch (error) {
    const apiError = toStripeError(error);
    sendJson(res, apiError.statusCode, JSON.stringify(apiError.toJSON(), null, 2), headers);
  }
}

function findRoute(method: string, path: string): [Route, string[]] | null {
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (match && route.method === method) return [route, match.slice(1)];
  }
  return null;
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readFormParams(req: IncomingMessage): Promise<ParamObject> {
  const type = (headerValue(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body !== '' && type !== 'application/x-www-form-urlencoded') {
    throw stripeErrors.invalidRequest(
      'Invalid request (check that your POST content type is application/x-www-form-urlencoded).',
    );
  }
  return parseFormBody(body);
}

function parseQuery(url: URL): ParamObject {
  return parseParams(url.searchParams);
}

function toStripeError(error: unknown): StripeApiError {
  if (error instanceof StripeApiError) return error;
  if (error instanceof ParamParseError) return stripeErrors.invalidParam(error.param, error.message);
  if (error instanceof BodyTooLargeError) return stripeErrors.invalidRequest('Request body is too large.');
  console.error('payments: unexpected error', error);
  return new StripeApiError(500, {
    type: 'api_error',
    message: 'Unexpected error in the local payment stand-in.',
  });
}

/**
 * `expand[]` paths an endpoint supports. Anything else is refused rather than returned unexpanded,
 * so code never silently receives an id where it asked for an object.
 */
function readExpand(params: ParamObject, allowed: readonly string[]): Set<string> {
  const expand = readStringArray(params.expand, 'expand') ?? [];
  for (const [i, path] of expand.entries()) {
    if (!allowed.includes(path)) {
      throw stripeErrors.invalidParam(
        `expand[${i}]`,
        `This property cannot be expanded (${path}). The local payment stand-in expands only ${allowed.join(', ')} here.`,
      );
    }
  }
  return new Set(expand);
}

const SESSION_EXPANDABLE = ['line_items', 'payment_intent', 'payment_intent.latest_charge'];
const PAYMENT_INTENT_EXPANDABLE = ['latest_charge'];
const CHARGE_EXPANDABLE = ['payment_intent', 'refunds'];
const REFUND_EXPANDABLE = ['charge', 'payment_intent'];

function paymentIntentBody(context: HttpContext, payment: StoredPayment, expandCharge: boolean): unknown {
  const intent = context.payments.paymentIntentObject(payment);
  return expandCharge ? { ...intent, latest_charge: context.payments.chargeObject(payment) } : intent;
}

function sessionBody(context: HttpContext, stored: StoredSession, expand: Set<string>): unknown {
  const body: Record<string, unknown> = { ...stored.session };
  if (expand.has('line_items')) {
    body.line_items = lineItemList(stored.session.id, stored.lineItems, stored.session.created);
  }
  const payment = stored.session.payment_intent ? context.payments.find(stored.session.payment_intent) : null;
  if (payment && (expand.has('payment_intent') || expand.has('payment_intent.latest_charge'))) {
    body.payment_intent = paymentIntentBody(context, payment, expand.has('payment_intent.latest_charge'));
  }
  return body;
}

function createSession(context: HttpContext, request: ApiRequest): unknown {
  const expand = readExpand(request.params, SESSION_EXPANDABLE);
  return sessionBody(context, context.checkout.create(request.params), expand);
}

function retrieveSession(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand']), '');
  const expand = readExpand(request.params, SESSION_EXPANDABLE);
  return sessionBody(context, context.checkout.get(id!), expand);
}

function expireSession(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand']), '');
  const expand = readExpand(request.params, SESSION_EXPANDABLE);
  return sessionBody(context, context.checkout.expire(id!, request.origin), expand);
}

function retrievePaymentIntent(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand', 'client_secret']), '');
  const expand = readExpand(request.params, PAYMENT_INTENT_EXPANDABLE);
  return paymentIntentBody(context, context.payments.get(id!), expand.has('latest_charge'));
}

function createPaymentIntent(context: HttpContext, request: ApiRequest): unknown {
  const expand = readExpand(request.params, PAYMENT_INTENT_EXPANDABLE);
  const payment = context.savedCardCharges.create(request.params, request.origin);
  return paymentIntentBody(context, payment, expand.has('latest_charge'));
}

function createCustomer(context: HttpContext, request: ApiRequest): unknown {
  readExpand(request.params, []);
  return customerObject(context.customers.create(request.params));
}

function retrieveCustomer(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand']), '');
  readExpand(request.params, []);
  return customerObject(context.customers.get(id!, 'id'));
}

function listCustomerPaymentMethods(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(
    request.params,
    new Set(['type', 'limit', 'starting_after', 'ending_before', 'allow_redisplay']),
    '',
  );
  const type = readString(request.params.type, 'type');
  const all = type === undefined || type === 'card' ? context.customers.paymentMethodsOf(id!) : [];
  const limit = readLimit(request.params);
  return {
    object: 'list',
    data: all.slice(0, limit).map(paymentMethodObject),
    has_more: all.length > limit,
    url: `/v1/customers/${id}/payment_methods`,
  };
}

function retrievePaymentMethod(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand']), '');
  readExpand(request.params, []);
  return paymentMethodObject(context.customers.getPaymentMethod(id!, 'id'));
}

function detachPaymentMethod(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand']), '');
  return paymentMethodObject(context.customers.detach(id!));
}

function retrieveCharge(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand']), '');
  const expand = readExpand(request.params, CHARGE_EXPANDABLE);
  const payment = context.payments.getByCharge(id!);
  const body: Record<string, unknown> = context.payments.chargeObject(payment);
  if (expand.has('payment_intent')) body.payment_intent = context.payments.paymentIntentObject(payment);
  if (expand.has('refunds')) {
    // Newest first, like every Stripe list.
    const refunds = context.refunds
      .ofPayment(payment)
      .map((stored) => stored.refund)
      .reverse();
    body.refunds = {
      object: 'list',
      data: refunds,
      has_more: false,
      url: `/v1/charges/${payment.chargeId}/refunds`,
    };
  }
  return body;
}

function refundBody(context: HttpContext, stored: StoredRefund, expand: Set<string>): unknown {
  if (expand.size === 0) return stored.refund;
  const body: Record<string, unknown> = { ...stored.refund };
  const payment = context.payments.get(stored.refund.payment_intent);
  if (expand.has('charge')) body.charge = context.payments.chargeObject(payment);
  if (expand.has('payment_intent')) body.payment_intent = context.payments.paymentIntentObject(payment);
  return body;
}

function createRefund(context: HttpContext, request: ApiRequest): unknown {
  const expand = readExpand(request.params, REFUND_EXPANDABLE);
  return refundBody(context, context.refunds.create(request.params, request.origin), expand);
}

function retrieveRefund(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand']), '');
  const expand = readExpand(request.params, REFUND_EXPANDABLE);
  return refundBody(context, context.refunds.get(id!), expand);
}

function updateRefund(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  const expand = readExpand(request.params, REFUND_EXPANDABLE);
  return refundBody(context, context.refunds.update(id!, request.params, request.origin), expand);
}

function cancelRefund(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  const expand = readExpand(request.params, REFUND_EXPANDABLE);
  return refundBody(context, context.refunds.cancel(id!, request.params), expand);
}

function listRefunds(context: HttpContext, request: ApiRequest): unknown {
  const expand = readExpand(
    request.params,
    REFUND_EXPANDABLE.map((path) => `data.${path}`),
  );
  const { data, hasMore } = context.refunds.list(readListRefundsParams(request.params));
  const inner = new Set([...expand].map((path) => path.slice('data.'.length)));
  return {
    object: 'list',
    data: data.map((stored) => refundBody(context, stored, inner)),
    has_more: hasMore,
    url: '/v1/refunds',
  };
}

function listLineItems(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  // A session has at most 100 items, so one page always holds them all; cursors are accepted and moot.
  rejectUnknown(request.params, new Set(['limit', 'starting_after', 'ending_before', 'expand']), '');
  const stored = context.checkout.get(id!);
  const limit = readLimit(request.params);
  const list = lineItemList(stored.session.id, stored.lineItems, stored.session.created);
  return { ...list, data: list.data.slice(0, limit), has_more: list.data.length > limit };
}

function listEvents(context: HttpContext, request: ApiRequest): unknown {
  rejectUnknown(request.params, new Set(['limit', 'type', 'starting_after']), '');
  const { data, hasMore } = context.events.list({
    limit: readLimit(request.params),
    type: readString(request.params.type, 'type'),
    startingAfter: readString(request.params.starting_after, 'starting_after'),
  });
  return { object: 'list', data, has_more: hasMore, url: '/v1/events' };
}

function retrieveEvent(context: HttpContext, request: ApiRequest, [id]: string[]): unknown {
  rejectUnknown(request.params, new Set(['expand']), '');
  const stored = context.events.get(id!);
  if (!stored) throw stripeErrors.noSuch('event', id!, 'id');
  return stored.event;
}

function readLimit(params: ParamObject): number {
  const limit = readInteger(params.limit, 'limit') ?? 10;
  if (limit < 1) throw stripeErrors.invalidParam('limit', 'This value must be greater than or equal to 1.');
  if (limit > 100) throw stripeErrors.invalidParam('limit', 'This value must be less than or equal to 100.');
  return limit;
}
