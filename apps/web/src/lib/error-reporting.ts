/**
 * Client error reporting: every report goes to the console and, when the server configured an
 * endpoint, is posted there as JSON (a beacon, so it survives page unloads).
 */

export type ErrorContext = Record<string, unknown>;

export interface ErrorReport {
  name: string;
  message: string;
  stack: string | null;
  context: ErrorContext;
  url: string;
  userAgent: string;
  occurredAt: string;
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
    ...details,
    context,
    url: window.location.href,
    userAgent: navigator.userAgent,
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
