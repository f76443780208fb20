import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

/** Reads the whole request body as UTF-8, refusing more than `limitBytes`. */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new BodyTooLargeError(`request body over ${limitBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  res: ServerResponse,
  statusCode: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-cache, no-store',
    ...headers,
  });
  res.end(body);
}

export function sendText(res: ServerResponse, statusCode: number, text: string): void {
  res.writeHead(statusCode, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

/** Security headers for the hosted pages: no scripts at all, styles and forms from here only. */
function pageHeaders(formTargets: readonly string[]): Record<string, string> {
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  return {
    'Content-Security-Policy':
      `default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'; ` +
      // Browsers apply form-action to the redirect after a POST too, so the return URLs must be allowed.
      `form-action ${formAction}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

export function sendHtml(
  res: ServerResponse,
  statusCode: number,
  html: string,
  formTargets: readonly string[] = [],
): void {
  res.writeHead(statusCode, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html)),
    ...pageHeaders(formTargets),
  });
  res.end(html);
}

/** 303 so the browser follows with a GET whatever the original method was. */
export function redirectSeeOther(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Content-Length': '0', 'Cache-Control': 'no-store' });
  res.end();
}
