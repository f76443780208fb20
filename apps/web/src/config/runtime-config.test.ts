import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../testing/test-config';
import { loadRuntimeConfig, RuntimeConfigError } from './runtime-config';

function pageWithConfig(text: string): Document {
  const doc = document.implementation.createHTMLDocument('site');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'runtime-config';
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

const respond = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('loadRuntimeConfig', () => {
  it('fetches /config.json and parses it with the contracts schema', async () => {
    const fetchImpl = respond(testConfig);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(testConfig);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('lists every bad key', async () => {
    const bad = { ...testConfig, apiBase: 5, auth: { ...testConfig.auth, clientId: undefined } };
    const error = await loadRuntimeConfig(respond(bad)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as Error).message).toMatch(/apiBase/);
    expect((error as Error).message).toMatch(/auth\.clientId/);
  });

  it('fails on an HTTP error', async () => {
    await expect(loadRuntimeConfig(respond({}, 503))).rejects.toThrow(/503/);
  });

  it('reads the configuration the server wrote into the page, without a request', async () => {
    const fetchImpl = respond({});
    await expect(loadRuntimeConfig(fetchImpl, pageWithConfig(JSON.stringify(testConfig)))).resolves.toEqual(
      testConfig,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('checks the configuration in the page like the fetched one', async () => {
    const bad = JSON.stringify({ ...testConfig, apiBase: 5 });
    await expect(loadRuntimeConfig(respond(testConfig), pageWithConfig(bad))).rejects.toThrow(/apiBase/);
  });
});
