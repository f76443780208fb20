import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loggerOptions } from '../src/lib/logging.js';
import { outgoingTraceHeaders, parseTraceparent } from '../src/lib/trace-context.js';
import { createTestDatabase, testEngine } from './support/test-database.js';
import { testAudience, testIssuer } from './support/test-tokens.js';

/** The app with its production logger options, at debug level (every request logged), into `lines`. */
async function appWithLogs(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: level,
    OIDC_AUTHORITY: testIssuer,
    OIDC_AUDIENCE: testAudience,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: { ...loggerOptions(level), stream } });
  // A service's line: through the app's logger, not the request's, while the request is handled.
  app.post('/test/service-line', async (request) => {
    await new Promise((r) => setTimeout(r, 1));
    app.log.info(
      {
        registration: request.body,
        to: 'family@example.com',
        guardian: { firstName: 'Ana', lastName: 'Pérez' },
      },
      'a service line',
    );
    request.log.info({ email: 'route@example.com' }, 'a route line');
    return { outgoing: outgoingTraceHeaders() };
  });
  await app.ready();
  return { app, lines, raw, close: () => app.close().then(() => database.close()) };
}

const incoming = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe(`logs and traces (${testEngine})`, () => {
  let t: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    t = await appWithLogs();
  });
  afterAll(() => t.close());

  it('keeps an incoming traceparent: its trace id, a new span of ours, sent back and passed on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/service-line',
      headers: { traceparent: incoming },
      payload: {},
    });
    const back = parseTraceparent(res.headers.traceparent);
    expect(back?.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(back?.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(back?.spanId).not.toBe('00f067aa0ba902b7');
    expect(back?.flags).toBe('01');
    // Outgoing calls made while handling it carry our span as their parent.
    expect(res.json().outgoing).toEqual({ traceparent: res.headers.traceparent });
  });

  it('starts a trace of its own without a traceparent, or with a malformed one', async () => {
    for (const header of [
      undefined,
      'garbage',
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
      'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    ]) {
      const res = await t.app.inject({ url: '/config.json', headers: header ? { traceparent: header } : {} });
      const back = parseTraceparent(res.headers.traceparent);
      expect(back).toBeDefined();
      expect(back?.traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    }
    const a = parseTraceparent((await t.app.inject({ url: '/config.json' })).headers.traceparent);
    const b = parseTraceparent((await t.app.inject({ url: '/config.json' })).headers.traceparent);
    expect(a?.traceId).not.toBe(b?.traceId);
    // The probes start no trace (decision 0091).
    expect((await t.app.inject({ url: '/healthz' })).headers.traceparent).toBeUndefined();
  });

  it('puts the request id and trace on every line of a request, and nothing personal', async () => {
    t.lines.length = 0;
    t.raw.length = 0;
    const secrets = {
      authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.secret-token-value.signature',
      cookie: 'session=cookie-secret-value',
    };
    const body = {
      playerFirstName: 'Lucía',
      playerLastName: 'Martínez',
      email: 'mother@example.com',
      phone: '615-555-0100',
      notes: 'allergic to peanuts',
      nested: { deeper: { guardianName: 'Rosa Martínez', contact: 'write to rosa@example.org please' } },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/service-line?email=query@example.com',
      headers: { ...secrets, traceparent: incoming, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const { spanId } = parseTraceparent(res.headers.traceparent) ?? {};
    const ofRequest = t.lines.filter((l) => l.reqId === spanId);
    // The request's own lines (incoming, completed) and the service's line through the app's logger.
    expect(ofRequest.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'a service line', 'request completed']),
    );
    for (const line of ofRequest) {
      expect(line.trace_id).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
      expect(line.span_id).toBe(spanId);
    }
    // No line of the test without a request id, and none with a key twice (bindings and mixin).
    for (const line of t.lines) expect(line.reqId).toBeDefined();
    for (const line of t.raw.filter((l) => l.includes(String(spanId))))
      expect(line.split('"reqId"').length).toBe(2);

    const written = JSON.stringify(t.lines);
    for (const value of [
      'secret-token-value',
      'cookie-secret-value',
      'Lucía',
      'Martínez',
      'mother@example.com',
      'family@example.com',
      'rosa@example.org',
      'query@example.com',
      '615-555-0100',
      'peanuts',
      'Ana',
      'Pérez',
    ])
      expect(written).not.toContain(value);
    // The request is logged by its route pattern and its caller's span.
    const incomingLine = ofRequest.find((l) => l.msg === 'incoming request');
    expect(incomingLine?.req).toEqual({
      method: 'POST',
      route: '/test/service-line',
      parent_span_id: '00f067aa0ba902b7',
    });
  });

  it('scrubs lines written outside any request, and errors whose text names someone', async () => {
    t.lines.length = 0;
    t.app.log.info({ email: 'outside@example.com' }, 'outside any request');
    const line = t.lines.find((l) => l.msg === 'outside any request');
    expect(line).toBeDefined();
    expect(line?.reqId).toBeUndefined();
    expect(JSON.stringify(line)).not.toContain('outside@example.com');
    const failure = Object.assign(new Error('duplicate key (email)=(dad@example.com)'), {
      detail: 'Key (email)=(dad@example.com) already exists.',
    });
    t.app.log.error({ err: failure }, 'insert failed');
    const errorLine = t.lines.find((l) => l.msg === 'insert failed');
    expect((errorLine?.err as { type?: string })?.type).toBe('Error');
    expect(JSON.stringify(errorLine)).not.toContain('dad@example.com');
  });
});

describe(`logs at the production level (${testEngine})`, () => {
  let t: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    t = await appWithLogs('info');
  });
  afterAll(() => t.close());

  it("gives the route's and the services' lines the request's ids, once each", async () => {
    t.lines.length = 0;
    t.raw.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/service-line',
      headers: { traceparent: incoming },
      payload: { email: 'mother@example.com' },
    });
    const { spanId } = parseTraceparent(res.headers.traceparent) ?? {};
    const mine = t.lines.filter((l) => l.reqId === spanId);
    expect(mine.map((l) => l.msg).sort()).toEqual(['a route line', 'a service line']);
    for (const line of mine) expect(line.trace_id).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    for (const line of t.raw) expect(line.split('"reqId"').length).toBe(2);
    expect(t.raw.join('\n')).not.toMatch(/@example\.com/);
  });
});
