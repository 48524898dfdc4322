// Builds the publishable library into dist-lib/: ES modules, one per source module so bundlers
// tree-shake per component, and the same modules as CommonJS (`.cjs`) for what cannot load ES
// modules from a package (Jest under Node 20–24.8). The JavaScript imports no CSS: one stylesheet
// per entry is written beside it (entry-stylesheets.ts), which the consumer imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { scopedClassName } from '../css-modules.mjs';
import { entryStylesheets } from './entry-stylesheets.ts';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
// The package's dependencies install beside it: import them, never copy them into dist-lib.
const dependencies = Object.keys(manifest.dependencies ?? {}).map((name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}($|/)`));

/**
 * The public entries: the root index, tokens, and every primitive / area with an index.ts. The
 * hydration overlay is a development tool: its own entry only, not re-exported by the root index.
 */
export const libraryEntries = () => {
  const primitives = readdirSync(path.join(root, 'src/layout'))
    .map((name) => `src/layout/${name}/index.ts`)
    .filter((file) => !file.includes('/internal/'));
  const files = ['src/index.ts', 'src/tokens/index.ts', ...primitives, 'src/errors/index.ts', 'src/runtime/index.ts', 'src/hydration-overlay/index.ts'];
  return Object.fromEntries(
    files
      .filter((file) => existsSync(path.join(root, file)))
      .map((file) => [path.relative('src', file).replace(/\.ts$/, ''), path.join(root, file)]),
  );
};

// Plain `.css` names: a consumer's bundler would treat `*.module.css` as a CSS module again and
// re-hash the class names this build already fixed. One function for both outputs (Vite wants one).
const assetFileNames = ({ originalFileNames }: { originalFileNames: readonly string[] }) => {
  const source = originalFileNames[0];
  return source ? `assets/${path.relative('src', source).replace(/\.module\.css$/, '.css')}` : 'assets/[name][extname]';
};

export default defineConfig({
  root,
  plugins: [react(), entryStylesheets()],
  publicDir: false,
  // Readable, prefixed class names: consumers can recognise them, and the consumer matrix can
  // prove which components' CSS reached a bundle.
  css: { modules: { generateScopedName: scopedClassName } },
  build: {
    outDir: path.join(root, 'dist-lib'),
    emptyOutDir: true,
    // No maps: the package ships no sources for them to point at.
    sourcemap: false,
    minify: false,
    cssCodeSplit: true,
    lib: { entry: libraryEntries() },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, ...dependencies],
      output: (['es', 'cjs'] as const).map((format) => ({
        format,
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: format === 'es' ? '[name].js' : '[name].cjs',
        assetFileNames,
      })),
    },
  },
});
