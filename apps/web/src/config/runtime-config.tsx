import { apiPaths, type RuntimeConfig } from '@soccer/contracts';
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

/** Fetches and checks `/config.json`; every bad key is listed in the error. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(apiPaths.runtimeConfig, { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new RuntimeConfigError(`GET ${apiPaths.runtimeConfig} failed with status ${response.status}`);
  const body: unknown = await response.json();
  const problems = problemsOf(body);
  if (problems.length)
    throw new RuntimeConfigError(`Invalid ${apiPaths.runtimeConfig}: ${problems.join('; ')}`);
  return body as RuntimeConfig;
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
