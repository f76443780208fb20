import { clientErrorLimits, clientErrorReportSchema } from '@soccer/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../testing/setup';
import { configureErrorReporting, reportError, resetErrorReportingForTests } from './error-reporting';

async function beaconBody(sendBeacon: ReturnType<typeof vi.fn>, call = 0): Promise<unknown> {
  const blob = sendBeacon.mock.calls[call]?.[1] as Blob;
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return JSON.parse(text);
}

describe('reportError', () => {
  afterEach(() => {
    resetErrorReportingForTests();
    window.history.replaceState(null, '', '/');
  });

  it('sends what the server contract takes: null stack, context object, clipped texts, no query', async () => {
    allowConsoleError();
    const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    configureErrorReporting({ endpoint: '/api/ClientErrors' });
    window.history.replaceState(null, '', '/Contact?code=secret-code&state=abc#frag');

    // A thrown string has no stack; React's recoverable errors carry a long component stack.
    reportError('Minified React error #418', {
      area: 'react.recoverable',
      componentStack: `\n    at div${'\n    at Suspense'.repeat(2000)}`,
      detail: { nested: true },
    });
    reportError(Object.assign(new Error('x'.repeat(5000)), { stack: 'y'.repeat(20_000) }), {});

    const first = (await beaconBody(sendBeacon, 0)) as Record<string, unknown>;
    expect(first.stack).toBeNull();
    expect(first.url).toBe(`${window.location.origin}/Contact`);
    expect(first.context).toMatchObject({ area: 'react.recoverable', detail: '{"nested":true}' });
    expect(clientErrorReportSchema.safeParse(first).success).toBe(true);

    const second = (await beaconBody(sendBeacon, 1)) as Record<string, string>;
    expect(second.message).toHaveLength(clientErrorLimits.message);
    expect(second.stack).toHaveLength(clientErrorLimits.stack);
    expect(clientErrorReportSchema.safeParse(second).success).toBe(true);
  });

  it('logs to the console and sends a JSON beacon to the configured endpoint', async () => {
    allowConsoleError();
    const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    configureErrorReporting({ endpoint: '/api/ClientErrors' });

    reportError(new Error('kaboom'), { area: 'test' });

    expect(console.error).toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/ClientErrors');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    const body = JSON.parse(text);
    expect(body).toMatchObject({ name: 'Error', message: 'kaboom', context: { area: 'test' } });

    // the same error right again is not sent twice
    reportError(new Error('kaboom'), { area: 'test' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('only logs when no endpoint is configured', () => {
    allowConsoleError();
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reportError('plain', {});
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
