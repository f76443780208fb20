// `npm run backup` and `npm run restore -- <file>`: the API's backup command (decision 0074), with
// the same environment as `npm start`; builds the API first when it has not been built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const cli = 'apps/api/dist/backup-cli.js';
if (!existsSync(cli) || !existsSync('packages/contracts/dist/index.js')) {
  for (const w of ['@soccer/contracts', '@soccer/api']) {
    const r = spawnSync('npm', ['run', 'build', '-w', w], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
const r = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
