/**
 * Loads the ALTCHA widget (a web component, `<altcha-widget>`) on demand. Imported only through
 * `import()`, so its code, stylesheet and workers reach the pages with a form and no others.
 *
 * The "external" build keeps the site's Content-Security-Policy strict: its stylesheet is a file
 * (no injected `<style>` element) and the proof-of-work workers are files of our own origin
 * (`worker-src 'self'`) rather than blob URLs built from strings.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

const pbkdf2 = () => new Pbkdf2Worker({ name: 'altcha-pbkdf2' });
const sha = () => new ShaWorker({ name: 'altcha-sha' });

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, pbkdf2);
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(algorithm, sha);
