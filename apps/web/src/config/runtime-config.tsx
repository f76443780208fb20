import { apiPaths, type RuntimeConfig, runtimeConfigSchema } from '@soccer/contracts';
import { createContext, type ReactNode, useContext } from 'react';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Fetches and validates `/config.json`; every bad key is listed in the error. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(apiPaths.runtimeConfig, { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new RuntimeConfigError(`GET ${apiPaths.runtimeConfig} failed with status ${response.status}`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new RuntimeConfigError(`Invalid ${apiPaths.runtimeConfig}: ${problems.join('; ')}`);
  }
  return parsed.data;
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
