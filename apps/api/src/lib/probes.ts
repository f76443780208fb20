import { apiPaths } from '@soccer/contracts';

/**
 * The load balancer's and orchestrator's probes (decision 0091): a few bytes to a machine, many
 * times a second. They skip what serves people: the site's security headers and a trace.
 */
const probes = new Set<string>([apiPaths.health, apiPaths.ready]);

export const isProbe = (url: string) => probes.has(url);
