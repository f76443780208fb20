import { type RuntimeConfig, runtimeConfigElementId, runtimeConfigPath } from '@soccer/contracts';
import { createContext, type ReactNode, useContext } from 'react';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * The keys the site cannot start without, checked by hand: the server builds this document from
 * the contracts' type, and leaving zod out of the start-up path keeps every page lighter.
 */
const requiredKeys: [string, 'string' | 'object' | 'array'][] = [
  ['apiBase', 'string'],
  ['auth', 'object'],
  ['auth.authority', 'string'],
  ['auth.clientId', 'string'],
  ['auth.scopes', 'array'],
  ['auth.redirectPath', 'string'],
  ['auth.popupRedirectPath', 'string'],
  ['auth.postLogoutRedirectPath', 'string'],
  ['captcha', 'object'],
  ['captcha.provider', 'string'],
  ['analytics', 'object'],
  ['errorReporting', 'object'],
  ['partnerProgramUrl', 'string'],
  ['contactEmail', 'string'],
];

function problemsOf(value: unknown): string[] {
  const problems: string[] = [];
  for (const [path, kind] of requiredKeys) {
    const v = path
      .split('.')
      .reduce<unknown>(
        (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
        value,
      );
    const ok = kind === 'array' ? Array.isArray(v) : typeof v === kind && v !== null;
    if (!ok) problems.push(`${path}: expected ${kind}`);
  }
  return problems;
}

function checked(body: unknown, source: string): RuntimeConfig {
  const problems = problemsOf(body);
  if (problems.length) throw new RuntimeConfigError(`Invalid ${source}: ${problems.join('; ')}`);
  return body as RuntimeConfig;
}

/**
 * The configuration the server wrote into the page (a `<script type="application/json">` data
 * block, which the CSP allows because it never runs), or null when the page has none (the
 * development server, tests).
 */
export function injectedRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById(runtimeConfigElementId)?.textContent;
  if (!text) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return checked(body, `#${runtimeConfigElementId}`);
}

/**
 * The configuration in the page, else `/config.json` fetched and checked; every bad key is listed
 * in the error.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<RuntimeConfig> {
  const injected = injectedRuntimeConfig(doc);
  if (injected) return injected;
  const response = await fetchImpl(runtimeConfigPath, { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new RuntimeConfigError(`GET ${runtimeConfigPath} failed with status ${response.status}`);
  return checked(await response.json(), runtimeConfigPath);
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

/** The configuration the server sent at start-up. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  return config;
}
