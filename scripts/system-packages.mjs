// Chromium, PostgreSQL and podman (with mmdebstrap and runc, for the image lane) come from Debian. Install them when missing and we may (root with
// apt-get); otherwise stop with the exact command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPgBin } from './postgres.mjs';

export function ensureSystemPackages({ chromium, postgres, image = false }) {
  const missing = [];
  if (chromium && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (postgres && !process.env.TEST_DATABASE_URL && !findPgBin()) missing.push('postgresql');
  if (image)
    for (const pkg of ['podman', 'mmdebstrap', 'runc'])
      if (!existsSync(`/usr/bin/${pkg}`) && !existsSync(`/usr/sbin/${pkg}`)) missing.push(pkg);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Missing system packages: ${missing.join(', ')}. Install them with:\n  sudo ${command}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
