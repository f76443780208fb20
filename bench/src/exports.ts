import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { startTokenIssuer } from './identity.js';
import { startNode } from './processes.js';
import { seedCatalog, seedPlayers } from './seed.js';
import { benchPaymentSecrets } from './server-env.js';

export interface ExportFigure {
  format: 'xlsx' | 'csv';
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  peakRssMiB: number;
  idleRssMiB: number;
}

/** Exports of 10k and 100k players, each from a fresh server so its peak memory is the export's. */
export async function measureExports(
  issuer: Awaited<ReturnType<typeof startTokenIssuer>>,
): Promise<ExportFigure[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-export-')), 'bench.sqlite');
  const seeded = await seedCatalog({ sqliteFile: file, sessions: 1 });
  const [small, large] = seeded.ageRangeIds as [number, number];
  await seedPlayers(seeded.db, seeded.tournamentId, small, 10_000);
  await seedPlayers(seeded.db, seeded.tournamentId, large, 100_000);
  await seeded.database.close();
  const token = await issuer.token('staff-bench', ['staff']);
  const figures: ExportFigure[] = [];
  for (const [rows, ageRange] of [
    [10_000, small],
    [100_000, large],
  ] as const) {
    for (const format of ['xlsx', 'csv'] as const) {
      const server = await startNode(
        'apps/api/dist/server.js',
        { ...issuer.env, ...benchPaymentSecrets, SQLITE_FILE: file, DEMO_SEED: 'false', LOG_LEVEL: 'warn' },
        '/readyz',
      );
      try {
        const path = format === 'xlsx' ? 'GetTournamentRegistrationsExcel' : 'GetTournamentRegistrationsCSV';
        // Warm the same route once on a tiny report so start-up costs are not counted.
        await (
          await fetch(
            `${server.url}/api/TournamentRegistration/${path}/${seeded.tournamentId}/${seeded.ageRangeIds[2]}`,
            { headers: { authorization: `Bearer ${token}` } },
          )
        ).arrayBuffer();
        const idle = server.peakRssMiB();
        const t0 = performance.now();
        const res = await fetch(
          `${server.url}/api/TournamentRegistration/${path}/${seeded.tournamentId}/${ageRange}`,
          {
            headers: { authorization: `Bearer ${token}` },
          },
        );
        if (!res.ok) throw new Error(`export failed: ${res.status}`);
        const bytes = (await res.arrayBuffer()).byteLength;
        const seconds = (performance.now() - t0) / 1000;
        figures.push({
          format,
          rows,
          seconds,
          rowsPerSecond: rows / seconds,
          bytes,
          peakRssMiB: server.peakRssMiB(),
          idleRssMiB: idle,
        });
      } finally {
        await server.stop();
      }
    }
  }
  rmSync(dirname(file), { recursive: true, force: true });
  return figures;
}
