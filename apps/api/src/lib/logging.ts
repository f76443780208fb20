import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { startSpan, type TraceContext, traceStorage } from './trace-context.js';

/**
 * What the server logs, and what it never logs (decision 0072).
 *
 * Every line written while a request is handled carries its `reqId` (this server's span id) and
 * the OpenTelemetry `trace_id` and `span_id`, from the request's async context, whether written
 * through `request.log` or the app's logger (services, the ledger). Children's
 * and parents' data never reach a line: bodies, auth headers, cookies, e-mail addresses, names,
 * phone numbers, addresses and birth dates are replaced at any depth, e-mail addresses inside
 * any text too, and a request is logged by its method and route pattern, never its URL (which
 * may carry a calendar feed's token or a search for an e-mail address).
 */

/** Keys whose values are never logged, compared in lower case without `_` and `-`. */
const sensitiveKeys = new Set([
  'authorization',
  'cookie',
  'setcookie',
  'body',
  'payload',
  'name',
  'dob',
  'notes',
]);
const sensitiveParts =
  /email|phone|password|passwd|secret|token|apikey|address|birth|firstname|lastname|fullname|playername|guardian|emergency|medical|allerg|signature/;
const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
export const redacted = '[redacted]';

const isSensitiveKey = (key: string) => {
  const k = key.toLowerCase().replace(/[-_]/g, '');
  return sensitiveKeys.has(k) || sensitiveParts.test(k);
};

/** A copy of `value` fit for a log line: sensitive keys replaced at any depth, e-mails masked. */
export function scrubForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('@') ? value.replace(emailPattern, redacted) : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((v) => scrubForLog(v, depth + 1));
  if (value instanceof Error) return scrubForLog(pino.stdSerializers.err(value), depth);
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] = isSensitiveKey(key) ? redacted : scrubForLog(v, depth + 1);
  return out;
}

const serialized = new Set(['req', 'res', 'err']);

/** Marks a request's child logger (its own children inherit it through the prototype). */
const requestBound = Symbol('request-bound logger');

const traceOfRequest = Symbol('trace context');
type TracedMessage = IncomingMessage & { [traceOfRequest]?: TraceContext };

/** The trace of a request (made by `genReqId`, the first thing Fastify does with a request). */
export const traceOf = (request: FastifyRequest): TraceContext | undefined =>
  (request.raw as TracedMessage)[traceOfRequest];

/** The logger options of the server: levels, the fields of a request, what is redacted. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Every line written while a request is handled, through whichever logger, gets its ids from
    // the request's async context, unless the logger is a request's child that has them already
    // (see childLoggerFactory). (pino merges the line's fields into the object returned: a
    // new one each time.)
    mixin(_object, _level, logger) {
      if ((logger as unknown as Record<symbol, unknown>)[requestBound]) return {};
      const trace = traceStorage.getStore();
      return trace ? { reqId: trace.spanId, trace_id: trace.traceId, span_id: trace.spanId } : {};
    },
    formatters: {
      // Run before the serializers: `req`, `res` and `err` are left to theirs, which scrub their own.
      log(object) {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object))
          out[key] = serialized.has(key) ? value : isSensitiveKey(key) ? redacted : scrubForLog(value, 1);
        return out;
      },
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        route: request.routeOptions?.url ?? 'unmatched',
        ...(traceOf(request)?.parentSpanId ? { parent_span_id: traceOf(request)?.parentSpanId } : {}),
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: (error: Error) => scrubForLog(pino.stdSerializers.err(error)) as Record<string, unknown>,
    },
  };
}

/** The server options that give each request its trace and id, and its logger. */
export const requestLogOptions = {
  genReqId(raw: IncomingMessage) {
    const trace = startSpan(raw.headers.traceparent);
    (raw as TracedMessage)[traceOfRequest] = trace;
    return trace.spanId;
  },
  // A request's logger is the app's own: the ids come from the request's context (the mixin
  // above), so no child logger is made per request. Only when requests themselves are logged
  // (debug; Fastify writes "incoming request" before any hook has run) or a route has its own
  // level or serializers, the request gets a child bound to its ids.
  childLoggerFactory(logger, _bindings, options, raw) {
    const logsRequests = (logger as Partial<pino.Logger>).isLevelEnabled?.('debug') === true;
    if (!logsRequests && !options.level && !options.serializers) return logger;
    const trace = (raw as TracedMessage)[traceOfRequest] ?? startSpan(undefined);
    const child = logger.child(
      { reqId: trace.spanId, trace_id: trace.traceId, span_id: trace.spanId },
      options,
    ) as typeof logger & { [requestBound]?: true };
    child[requestBound] = true;
    return child;
  },
} satisfies Pick<FastifyServerOptions, 'genReqId' | 'childLoggerFactory'>;
