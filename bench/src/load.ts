import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  /** Answers with a 2xx status. */
  ok: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the run. */
  total: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  durationSeconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds each request's body (e.g. a unique player name). */
  body?: () => string;
  /** Extra headers of each request (e.g. the next parent's token). */
  headersEach?: () => Record<string, string>;
  /** Requests per second across all connections (for latency at a fixed rate). */
  overallRate?: number;
}

export async function load(o: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: o.url,
    connections: o.connections ?? 100,
    duration: o.durationSeconds ?? 10,
    method: o.method ?? 'GET',
    headers: o.headers,
    ...(o.overallRate ? { overallRate: o.overallRate } : {}),
    ...(o.body || o.headersEach
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                ...(o.body ? { body: o.body() } : {}),
                ...(o.headersEach ? { headers: { ...req.headers, ...o.headersEach() } } : {}),
              }),
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    ok: result['2xx'],
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/**
 * Warm-up round, measured round, then latency at half the measured peak rate. With `cpuSeconds`
 * (the server process's), also its CPU time per request over the measured round, in µs: unlike
 * the rate, it barely moves with whatever else runs on the machine.
 */
export async function throughputAndLatency(
  o: LoadOptions & {
    cpuSeconds?: () => number /** false: no round at half the peak rate. */;
    latency?: boolean;
  },
) {
  await load({ ...o, durationSeconds: 3 });
  const cpuBefore = o.cpuSeconds?.();
  const peak = await load(o);
  const cpuPerRequestUs =
    cpuBefore === undefined || !o.cpuSeconds ? undefined : ((o.cpuSeconds() - cpuBefore) * 1e6) / peak.total;
  const half =
    o.latency === false
      ? undefined
      : await load({ ...o, overallRate: Math.max(1, Math.round(peak.rps / 2)) });
  return { peak, half, cpuPerRequestUs };
}
