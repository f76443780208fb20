import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the web build in a new temporary folder: `dist/index.html`, the server render
 * `dist-ssr/server-render.js` and any other files of `dist` (by path inside it). Answers the
 * `dist` folder, for WEB_DIST.
 */
export function fakeWebBuild(indexHtml: string, serverRender: string, files: Record<string, string> = {}) {
  const web = mkdtempSync(join(tmpdir(), 'web-'));
  const dist = join(web, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(web, 'dist-ssr'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dist, path), text);
  writeFileSync(join(web, 'dist-ssr', 'server-render.js'), serverRender);
  return dist;
}
