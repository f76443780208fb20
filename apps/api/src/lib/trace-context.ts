import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';

/**
 * W3C Trace Context (decision 0072): the trace a request belongs to, as OpenTelemetry carries it.
 * An incoming `traceparent` keeps its trace id and flags and becomes the parent of this server's
 * span; without one (or with a malformed one) the request starts a trace of its own. The span id
 * is also the request's id in every log line.
 */
export interface TraceContext {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** This server's span for the request: 16 lowercase hex digits; the request id. */
  spanId: string;
  /** The caller's span, when a `traceparent` came in. */
  parentSpanId: string | undefined;
  /** Two hex digits; `01` sampled. */
  flags: string;
}

const traceparentPattern = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const zeroTrace = '0'.repeat(32);
const zeroSpan = '0'.repeat(16);

/** The parts of a valid `traceparent` header, else undefined (version ff, zero ids, wrong shapes). */
export function parseTraceparent(header: unknown) {
  if (typeof header !== 'string' || header.length < 55 || header.length > 512) return undefined;
  // Version 00 is exactly 55 characters; a later version may append fields after a dash.
  const head = header.length === 55 ? header : header[55] === '-' ? header.slice(0, 55) : '';
  const match = traceparentPattern.exec(head.toLowerCase());
  if (!match) return undefined;
  const [, version, traceId, spanId, flags] = match as unknown as [string, string, string, string, string];
  if (version === 'ff' || (version === '00' && header.length !== 55)) return undefined;
  if (traceId === zeroTrace || spanId === zeroSpan) return undefined;
  return { traceId, spanId, flags };
}

// Random ids from a pooled buffer: one system call per 256 spans, not one per request.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
function randomHex(bytes: number): string {
  if (poolAt + bytes > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const hex = pool.toString('hex', poolAt, poolAt + bytes);
  poolAt += bytes;
  return hex;
}

/** This server's span of a request carrying `header` (a `traceparent` or nothing). */
export function startSpan(header: unknown): TraceContext {
  const parent = parseTraceparent(header);
  let spanId = randomHex(8);
  while (spanId === zeroSpan) spanId = randomHex(8);
  if (parent) return { traceId: parent.traceId, spanId, parentSpanId: parent.spanId, flags: parent.flags };
  let traceId = randomHex(16);
  while (traceId === zeroTrace) traceId = randomHex(16);
  return { traceId, spanId, parentSpanId: undefined, flags: '01' };
}

/** The `traceparent` naming this span: sent back to the caller and on to the services we call. */
export const formatTraceparent = (c: TraceContext) => `00-${c.traceId}-${c.spanId}-${c.flags}`;

/** The trace of the request being handled, wherever in its work the code runs. */
export const traceStorage = new AsyncLocalStorage<TraceContext>();

/** Headers for an outgoing call made while handling a request (none outside one). */
export function outgoingTraceHeaders(): Record<string, string> {
  const current = traceStorage.getStore();
  return current ? { traceparent: formatTraceparent(current) } : {};
}
