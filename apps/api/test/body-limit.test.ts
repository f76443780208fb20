import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/**
 * Over-limit bodies on a real socket. The server answers 413 at once but keeps reading (and
 * dropping) the rest of the body before it closes the connection: a socket closed with unread
 * bytes is reset, and a client still sending then reports EPIPE/ECONNRESET instead of the 413.
 */
const KiB = 1024;
const MiB = 1024 * KiB;

interface Sent {
  status?: number;
  headers?: IncomingHttpHeaders;
  body: string;
  /** The client's error, if any (EPIPE, ECONNRESET…). */
  error?: string;
}

/** Posts `bytes` of body with node's http client, as fast as the socket takes it or `delayMs` apart. */
function post(
  port: number,
  path: string,
  options: { bytes: number; chunk?: number; delayMs?: number; chunked?: boolean },
): Promise<Sent> {
  const { bytes, chunk = 64 * KiB, delayMs = 0, chunked = false } = options;
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = String(bytes);
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
    const out: Sent = { body: '' };
    let responded = false;
    let closed = false;
    const settle = () => {
      if (closed && (responded || out.error)) resolve(out);
    };
    req.on('response', (res) => {
      out.status = res.statusCode;
      out.headers = res.headers;
      res.setEncoding('utf8');
      res.on('data', (d: string) => (out.body += d));
      res.on('end', () => {
        responded = true;
        settle();
      });
      res.on('error', (e: NodeJS.ErrnoException) => (out.error ??= e.code ?? e.message));
    });
    req.on('error', (e: NodeJS.ErrnoException) => (out.error ??= e.code ?? e.message));
    req.on('close', () => {
      closed = true;
      settle();
    });
    const piece = Buffer.alloc(chunk, 'a');
    let sent = 0;
    const write = () => {
      while (sent < bytes && !req.destroyed) {
        const n = Math.min(chunk, bytes - sent);
        sent += n;
        const ok = req.write(n === chunk ? piece : piece.subarray(0, n));
        if (delayMs) return void setTimeout(write, delayMs);
        if (!ok) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

/**
 * A client that sends its whole body whatever comes back (as simple clients and proxies do), on a
 * plain TCP connection, and collects what comes back until the server closes.
 */
function rawExchange(
  port: number,
  head: string,
  options: { bodyBytes?: number; chunked?: boolean; piece?: number; delayMs?: number } = {},
): Promise<{ response: string; firstByteMs: number; closedMs: number; error?: string; sentAll: boolean }> {
  const { bodyBytes = 0, chunked = false, delayMs = 0 } = options;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let firstByteMs = -1;
    let error: string | undefined;
    let sentAll = bodyBytes === 0;
    const piece = Buffer.alloc(options.piece ?? 64 * KiB, 'a');
    // Chunked framing: size in hex, the bytes, CRLF.
    const frame = chunked
      ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
      : piece;
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      if (firstByteMs < 0) firstByteMs = Date.now() - started;
      response += d;
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () =>
      resolve({ response, firstByteMs, closedMs: Date.now() - started, error, sentAll }),
    );
    socket.write(head);
    let written = 0;
    const write = () => {
      while (written < bodyBytes && !socket.destroyed) {
        written += piece.length;
        const last = written >= bodyBytes;
        const ok = socket.write(frame, (e) => {
          if (last && !e) sentAll = true;
        });
        if (last && chunked) socket.write('0\r\n\r\n');
        if (delayMs) return void setTimeout(write, delayMs);
        if (!ok) return void socket.once('drain', write);
      }
    };
    write();
  });
}

const problem = {
  title: 'Payload Too Large',
  status: 413,
  detail: expect.any(String),
};

/**
 * The 413 with its problem JSON, and no client error. (Node's client stops sending once it has
 * read a complete answer that closes the connection, so it need not send the whole body.)
 */
function expectProblem413(res: Sent, what: string) {
  expect({ status: res.status, error: res.error }, `${what}: ${res.body.slice(0, 200)}`).toEqual({
    status: 413,
    error: undefined,
  });
  expect(res.headers?.['content-type']).toContain('application/problem+json');
  expect(res.headers?.connection).toBe('close');
  expect(JSON.parse(res.body)).toEqual(problem);
}

describe(`over-limit request bodies on a real socket (${testEngine})`, () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  // The default limit (256 KiB), a route's own (16 KiB) and the webhook's raw-body parser (512 KiB).
  const routes = ['/api/ContactUs/saveContactUsMessage', '/api/ClientErrors', '/api/Payment/webhook'];

  it('answers a declared content-length over the limit with the 413 and no client error', async () => {
    for (const path of routes)
      for (const bytes of [1 * MiB, 16 * MiB])
        for (let round = 0; round < 3; round++)
          expectProblem413(await post(port, path, { bytes }), `${path} ${bytes} bytes, round ${round}`);
  });

  it('answers a chunked body (no content-length) over the limit with the 413', async () => {
    for (const path of routes)
      for (const bytes of [1 * MiB, 16 * MiB])
        for (let round = 0; round < 3; round++)
          expectProblem413(
            await post(port, path, { bytes, chunked: true }),
            `${path} ${bytes} bytes chunked, round ${round}`,
          );
  });

  it('answers a slow writer with the 413, and lets one that keeps sending finish', async () => {
    const path = routes[0]!;
    for (const chunked of [false, true]) {
      const what = `slow ${chunked ? 'chunked' : 'declared'}`;
      expectProblem413(
        await post(port, path, { bytes: 1 * MiB, chunk: 16 * KiB, delayMs: 5, chunked }),
        what,
      );
      const raw = await rawExchange(
        port,
        `POST ${path} HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n${
          chunked ? 'transfer-encoding: chunked' : `content-length: ${MiB}`
        }\r\n\r\n`,
        { bodyBytes: MiB, chunked, piece: 16 * KiB, delayMs: 5 },
      );
      expect({ error: raw.error, sentAll: raw.sentAll }, what).toEqual({ error: undefined, sentAll: true });
      expect(raw.response, what).toMatch(/^HTTP\/1\.1 413 /);
    }
  });

  it('lets a client that sends its whole body regardless finish, then read the 413', async () => {
    const head = (length: string) =>
      `POST /api/ContactUs/saveContactUsMessage HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n${length}\r\n`;
    for (const bytes of [1 * MiB, 16 * MiB])
      for (const chunked of [false, true]) {
        const res = await rawExchange(
          port,
          head(chunked ? 'transfer-encoding: chunked\r\n' : `content-length: ${bytes}\r\n`),
          { bodyBytes: bytes, chunked },
        );
        const what = `${bytes} bytes${chunked ? ' chunked' : ''}`;
        expect({ error: res.error, sentAll: res.sentAll }, what).toEqual({ error: undefined, sentAll: true });
        expect(res.response, what).toMatch(/^HTTP\/1\.1 413 /);
        expect(res.response, what).toMatch(/\r\nconnection: close\r\n/i);
        expect(JSON.parse(res.response.slice(res.response.indexOf('\r\n\r\n') + 4)), what).toEqual(problem);
      }
  });

  it('still accepts the next request on a new connection after a 413', async () => {
    expectProblem413(await post(port, routes[0]!, { bytes: 1 * MiB }), 'first');
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });

  it('answers a declared length far over any bound at once, without waiting for the body', async () => {
    const head =
      'POST /api/ContactUs/saveContactUsMessage HTTP/1.1\r\nHost: x\r\n' +
      `content-type: application/json\r\ncontent-length: ${10 * 1024 * MiB}\r\n\r\n`;
    const res = await rawExchange(port, head);
    expect(res.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.response).toContain('"title":"Payload Too Large"');
    expect(res.closedMs).toBeLessThan(2_000);
  });
});

// The bounds, on a bare app with only the error handler (they do not depend on the routes).
describe(`bounds on reading an over-limit body (${testEngine})`, () => {
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = Fastify({ logger: false, bodyLimit: 256 * KiB });
    registerErrorHandler(app, { bodyDrain: { bytes: MiB, ms: 400 } });
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  const head = (length: string) =>
    `POST /echo HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n${length}\r\n`;

  it('answers at once and closes after the time bound when the body never comes', async () => {
    const res = await rawExchange(port, head(`content-length: ${MiB - 1}\r\n`));
    expect(res.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.firstByteMs).toBeLessThan(300);
    expect(res.closedMs).toBeGreaterThanOrEqual(350);
    expect(res.closedMs).toBeLessThan(3_000);
  });

  it('answers a declared length over the byte bound at once and closes', async () => {
    const res = await rawExchange(port, head(`content-length: ${MiB + 1}\r\n`));
    expect(res.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.closedMs).toBeLessThan(300);
  });

  it('stops reading a chunked body past the byte bound and closes the connection', async () => {
    const res = await rawExchange(port, head('transfer-encoding: chunked\r\n'), {
      bodyBytes: 256 * MiB,
      chunked: true,
    });
    expect(res.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.sentAll).toBe(false);
  });

  it('ends the wait when the app closes', async () => {
    const exchange = rawExchange(port, head(`content-length: ${MiB - 1}\r\n`));
    await new Promise((r) => setTimeout(r, 50));
    const closing = Date.now();
    await app.close();
    const res = await exchange;
    expect(res.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(Date.now() - closing).toBeLessThan(300);
  });
});
