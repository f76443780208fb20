import { execFileSync } from 'node:child_process';

/** Vitest global setup: the compiled catalogues (`lingui compile`, not kept in git) before any test. */
export default function compileCatalogs() {
  execFileSync('npx', ['lingui', 'compile'], { stdio: 'pipe' });
}
