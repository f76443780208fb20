import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * POSTs a JSON body and resolves with the response status (the body is read and dropped).
 * node:http with `agent: false` so no pooled keep-alive socket outlives a delivery and holds the
 * receiver (often a test's server) open.
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { signal: AbortSignal; timeoutMs: number },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        agent: false,
        signal: options.signal,
        timeout: options.timeoutMs,
        headers: {
          ...headers,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
