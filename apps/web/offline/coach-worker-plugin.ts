import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/**
 * Writes `/coach-sw.js`, the coach pages' worker (decision 0108), from `coach-worker.js`: the
 * files it keeps are the start-up chunk, the coach pages' chunks and the catalogues they load,
 * with their stylesheets, found in the bundle; its build id is a hash of those names, so each
 * build that changes them is a new worker. Nothing of it reaches any page's bundle.
 */
export function coachWorker(pageModules: readonly string[]): Plugin {
  const template = fileURLToPath(new URL('./coach-worker.js', import.meta.url));
  const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  const pages = new Set(pageModules.map(withoutExtension));
  const catalogue = /[\\/]locales[\\/][\w-]+\.[cm]?[jt]s$/;
  /** The catalogues the coach's pages read: the shell's and the coaching area's, both languages. */
  const coachCatalogue =
    /[\\/]src[\\/](components|features[\\/]coaching)[\\/]locales[\\/][\w-]+\.[cm]?[jt]s$/;
  return {
    name: 'soccer:coach-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(this: Rollup.PluginContext, _options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const add = (chunk: Rollup.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) add(next);
          }
          // Catalogues are loaded on demand (one per area and language): keep both languages.
          for (const file of chunk.dynamicImports) {
            const next = byFile.get(file);
            if (next?.facadeModuleId && coachCatalogue.test(next.facadeModuleId)) add(next);
          }
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) this.error('no entry chunk');
        add(entry);
        let found = 0;
        for (const chunk of chunks) {
          if (!chunk.facadeModuleId || !pages.has(withoutExtension(chunk.facadeModuleId))) continue;
          add(chunk);
          found += 1;
        }
        if (found !== pages.size)
          this.error(`coach worker: ${pages.size - found} coach page chunk(s) not found`);
        // The auth client and other start-up helpers the entry loads on demand (not pages, not catalogues).
        for (const file of entry.dynamicImports) {
          const next = byFile.get(file);
          if (
            next?.facadeModuleId &&
            !/[\\/]pages[\\/]/.test(next.facadeModuleId) &&
            !catalogue.test(next.facadeModuleId)
          )
            add(next);
        }
        const list = ['/start-after-load.js', ...[...files].sort().map((f) => `/${f}`)];
        const build = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 16);
        const source = readFileSync(template, 'utf8')
          .replace("'__COACH_WORKER_BUILD__'", JSON.stringify(build))
          .replace('__COACH_WORKER_FILES__', JSON.stringify(list));
        this.emitFile({ type: 'asset', fileName: 'coach-sw.js', source });
      },
    },
  };
}
