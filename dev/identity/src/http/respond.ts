import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SafeHtml } from '../../../shared/src/html.js';
import { clientKey } from '../throttle.js';
import { texts } from '../views/texts.js';
import { pageLanguage } from './language.js';

const MAX_FORM_BYTES = 16 * 1024;

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parses an application/x-www-form-urlencoded body (the only kind our forms post). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    throw new RequestError(415, texts[pageLanguage(req)].expectedForm);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new RequestError(413, texts[pageLanguage(req)].formTooLarge);
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A form value as a string; `undefined` when absent. */
export function formValue(form: URLSearchParams, name: string): string | undefined {
  return form.get(name) ?? undefined;
}

/**
 * Security headers for every response. Pages load only same-origin CSS/JS (no inline script);
 * forms may end in a redirect to a registered app, so those origins are allowed as form targets.
 */
export function securityHeaders(appOrigins: readonly string[], options: { framable: boolean }) {
  const origins = appOrigins.join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `form-action 'self' ${origins}`.trim(),
      // The provider's /auth runs in the apps' silent-renew iframe; our own pages never do.
      `frame-ancestors ${options.framable ? `'self' ${origins}`.trim() : "'none'"}`,
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    // same-origin, not no-referrer: with no-referrer Chrome posts forms with `Origin: null`,
    // which the cross-site check would reject. Other sites still never see our URLs (reset tokens).
    'Referrer-Policy': 'same-origin',
  };
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  page: SafeHtml,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(page.value, 'utf8');
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** A form answered with 429 Too Many Requests (the page says how long to wait). */
export function sendThrottled(res: ServerResponse, retryAfterMs: number, page: SafeHtml): void {
  sendHtml(res, 429, page, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
}

/** The client a request comes from (its address; see clientKey). */
export function clientOf(req: IncomingMessage): string {
  return clientKey(req.socket.remoteAddress);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Content-Length': 0, 'Cache-Control': 'no-store' });
  res.end();
}
