import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8090';

/** Everything the API server answers; the dev server forwards it so the browser sees one origin. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/config.json', '/healthz', '/readyz'].map((prefix) => [prefix, { target: apiOrigin }]),
);

/**
 * `@soccer/contracts` modules only declare constants and schemas. Marking them side-effect free
 * lets the bundler leave out the ones a chunk does not use (the home page needs no form schemas).
 */
function contractsWithoutSideEffects(): Plugin {
  const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
  return {
    name: 'soccer:contracts-side-effect-free',
    transform(code, id) {
      return contractsSource.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), contractsWithoutSideEffects()],
  resolve: {
    // `@soccer/contracts` exposes its TypeScript sources under the `source` condition.
    conditions: ['source', ...defaultClientConditions],
  },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; its deprecation notices are noise here.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Keep every asset a file: CSP allows no inline script or style element.
    assetsInlineLimit: 0,
  },
});
