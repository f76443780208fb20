import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

export interface Proc {
  url: string;
  pid: number;
  /** Peak resident memory of the process so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  /** CPU time the process has used so far (user and system), in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

async function waitUp(url: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited: ${stderr()}`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url}: ${stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `script` on a free port, or on `env.PORT` when given (a URL another process must know first). */
export async function startNode(script: string, env: Record<string, string>, readyPath = '/'): Promise<Proc> {
  const port = Number(env.PORT) || (await freePort());
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the processes under test.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d) => (err += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUp(`${url}${readyPath}`, child, () => err);
  return {
    url,
    pid: child.pid!,
    peakRssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    cpuSeconds() {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime and stime in ticks.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    stop() {
      return new Promise<void>((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', () => r());
        child.kill('SIGTERM');
      });
    },
  };
}
