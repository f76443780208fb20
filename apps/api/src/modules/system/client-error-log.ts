import type { ClientErrorReport } from '@soccer/contracts';

// What a report may carry that must never reach the log: sign-in tokens and codes (the OIDC
// callback's `?code=…&state=…`, a bearer token or JWT in a message) and e-mail addresses. A
// page's query and fragment are dropped whole: forms never put a child's data in the address,
// and whatever else is there is not needed to find a bug.
const jwtLike = /\beyJ[\w-]{6,}\.[\w-]{6,}\.[\w-]*/g;
const bearer = /\bBearer\s+[\w.~+/=-]+/gi;
const email = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g;
const urlQueryOrFragment = /(https?:\/\/[^\s?#"')]+)[?#][^\s"')]*/g;

/** Scrubs one text of a report: tokens, e-mail addresses and the query of every address in it. */
export function scrubClientText(value: string): string {
  return value
    .replace(jwtLike, '[token]')
    .replace(bearer, 'Bearer [token]')
    .replace(urlQueryOrFragment, '$1')
    .replace(email, '[email]');
}

/** A page address as logged: origin and path only. */
function pageAddress(url: string): string {
  const cut = url.search(/[?#]/);
  return scrubClientText(cut === -1 ? url : url.slice(0, cut));
}

/** The report as it is written to the log (`clientError`), with nothing private in it. */
export function clientErrorLogEntry(report: ClientErrorReport) {
  const context = report.context
    ? Object.fromEntries(
        Object.entries(report.context).map(([key, value]) => [
          key,
          typeof value === 'string' ? scrubClientText(value) : value,
        ]),
      )
    : undefined;
  return {
    name: report.name,
    message: scrubClientText(report.message),
    stack: report.stack ? scrubClientText(report.stack) : null,
    context,
    url: report.url === undefined ? undefined : pageAddress(report.url),
    userAgent: report.userAgent,
    occurredAt: report.occurredAt,
  };
}
