import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../testing/setup';
import { configureErrorReporting, reportError, resetErrorReportingForTests } from './error-reporting';

describe('reportError', () => {
  afterEach(() => resetErrorReportingForTests());

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
