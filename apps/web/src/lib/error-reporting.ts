import {
  type ClientErrorContext,
  type ClientErrorReport,
  clientErrorLimits as limits,
} from '@soccer/contracts';

/**
 * Client error reporting: every report goes to the console and, when the server configured an
 * endpoint, is posted there as JSON (a beacon, so it survives page unloads), in the contracts'
 * shape (`clientErrorReportSchema`), clipped to its limits so a long stack never gets it refused.
 */

export type ErrorContext = Record<string, unknown>;

export type ErrorReport = Required<Omit<ClientErrorReport, 'context'>> & { context: ClientErrorContext };

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** The context as the endpoint takes it: a few entries of text, numbers, booleans or null. */
function reportContext(context: ErrorContext): ClientErrorContext {
  const entries = Object.entries(context)
    .slice(0, limits.contextEntries)
    .map(([key, value]): [string, string | number | boolean | null] => {
      if (value === null || value === undefined) return [clip(key, limits.contextKey), null];
      if (typeof value === 'number' || typeof value === 'boolean')
        return [clip(key, limits.contextKey), value];
      return [
        clip(key, limits.contextKey),
        clip(typeof value === 'string' ? value : describeError(value).message, limits.contextValue),
      ];
    });
  return Object.fromEntries(entries);
}

/** The page's address without its query and fragment (where sign-in codes and tokens travel). */
function pageAddress(location: Location): string {
  return clip(`${location.origin}${location.pathname}`, limits.url);
}

/** Reports per page load; a crash loop must not flood the endpoint. */
const maxReportsPerPage = 25;

let endpoint: string | null = null;
let sent = 0;
const recent = new Map<string, number>();

export function configureErrorReporting(options: { endpoint: string | null }): void {
  endpoint = options.endpoint;
}

export function describeError(error: unknown): { name: string; message: string; stack: string | null } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack ?? null };
  if (typeof error === 'string') return { name: 'Error', message: error, stack: null };
  try {
    return { name: 'Error', message: JSON.stringify(error), stack: null };
  } catch {
    return { name: 'Error', message: String(error), stack: null };
  }
}

/** The message of any thrown value, for texts such as "… plus the error". */
export function errorMessage(error: unknown): string {
  return describeError(error).message;
}

export function reportError(error: unknown, context: ErrorContext = {}): void {
  console.error('[error-report]', error, context);
  if (!endpoint || sent >= maxReportsPerPage) return;

  const details = describeError(error);
  // The same failure repeated within a few seconds is one report.
  const key = `${details.name}:${details.message}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - 5000) return;
  recent.set(key, now);
  sent += 1;

  const report: ErrorReport = {
    name: clip(details.name, limits.name),
    message: clip(details.message, limits.message),
    stack: details.stack === null ? null : clip(details.stack, limits.stack),
    context: reportContext(context),
    url: pageAddress(window.location),
    userAgent: clip(navigator.userAgent, limits.userAgent),
    occurredAt: new Date(now).toISOString(),
  };
  send(endpoint, JSON.stringify(report));
}

function send(url: string, body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Reporting must never throw.
  }
}

let installed = false;

/** Reports uncaught errors and unhandled promise rejections of the page. */
export function installGlobalErrorHandlers(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event) => {
    reportError(event.error ?? event.message, {
      source: 'window.error',
      filename: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  });
  target.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, { source: 'unhandledrejection' });
  });
}

/** Test hook: forget rate-limit state. */
export function resetErrorReportingForTests(): void {
  endpoint = null;
  sent = 0;
  recent.clear();
}
