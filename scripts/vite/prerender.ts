// After the client build: renders the static error pages (404/500/400/405.html) from the same
// components, in an SSR build of src/app/fallback/errorDocuments.tsx, linking the client build's CSS
// so the class names match.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type * as ErrorDocuments from '../../src/app/fallback/errorDocuments';

type ErrorDocumentsModule = typeof ErrorDocuments;

const entry = 'src/app/fallback/errorDocuments.tsx';
const presentationsModule = 'src/app/fallback/errorPresentations.tsx';

/** The CSS a chunk needs: its own and that of every chunk it imports statically. */
function cssOf(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return [];
  seen.add(fileName);
  const own = [...(chunk.viteMetadata?.importedCss ?? [])];
  return [...chunk.imports.flatMap((name) => cssOf(bundle, name, seen)), ...own];
}

/** Emits the static error pages into the client build's output directory. */
export function prerenderErrorPages(): Plugin {
  let config: ResolvedConfig;
  let stylesheets: string[] = [];
  return {
    name: 'groundwork:prerender-error-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      const entryChunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const pages = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(presentationsModule),
      );
      if (!entryChunk || !pages) this.error(`prerender: no entry chunk or no chunk for ${presentationsModule}`);
      const files = new Set([...cssOf(bundle, entryChunk.fileName), ...cssOf(bundle, pages.fileName)]);
      stylesheets = [...files].map((file) => config.base + file);
    },
    async closeBundle() {
      // Inside the project, so the rendered module resolves react / react-dom from node_modules.
      const cache = path.join(config.root, 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const outDir = mkdtempSync(path.join(cache, 'gw-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          css: { modules: config.css.modules },
          build: { ssr: entry, outDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'errorDocuments.mjs' } } },
        });
        const { errorDocuments, renderErrorDocument } = (await import(pathToFileURL(path.join(outDir, 'errorDocuments.mjs')).href)) as ErrorDocumentsModule;
        const target = path.resolve(config.root, config.build.outDir);
        for (const document of errorDocuments) {
          writeFileSync(path.join(target, document.file), renderErrorDocument(document, { stylesheets, icon: `${config.base}favicon.svg` }));
        }
        config.logger.info(`prerendered ${errorDocuments.map((d) => d.file).join(', ')}`);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
