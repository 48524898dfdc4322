// Measures what an entry costs a consumer: a real Vite production build of just that entry (React,
// react-dom and the JSX runtime external; CSS modules processed and minified exactly as in the
// app), then each output file gzipped at level 9 and summed, CSS included.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { scopedClassName } from '../css-modules.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const virtualEntry = 'virtual:size-entry';

/** A module that re-exports the entries, so the build keeps them as a consumer's import would. */
function entryModule(files) {
  return files.map((file) => `export * from ${JSON.stringify(path.resolve(root, file))};`).join('\n');
}

function entryPlugin(files) {
  return {
    name: 'size-entry',
    enforce: 'pre',
    resolveId: (id) => (id === virtualEntry ? `\0${virtualEntry}` : undefined),
    load: (id) => (id === `\0${virtualEntry}` ? entryModule(files) : undefined),
  };
}

const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/**
 * Builds `files` as one entry and returns gzipped byte counts: `{ js, css, total, files }`, where
 * `files` lists each output file with its content, raw and gzipped size.
 */
export async function measure(files) {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react(), entryPlugin(files)],
    // The class names the published library uses (scripts/lib/vite.lib.config.ts).
    css: { modules: { generateScopedName: scopedClassName } },
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      cssCodeSplit: false,
      sourcemap: false,
      modulePreload: false,
      // An app-style build (library mode skips whitespace minification for ES output), keeping the
      // entry's exports as a consumer's import would.
      rollupOptions: {
        input: virtualEntry,
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        output: { format: 'es' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const sized = outputs.map((item) => {
    // Vite marks CSS it emits with `/*$vite$:1*/` and removes the marker when it writes the file;
    // this build does not write, so the marker is taken out here (no consumer ever gets it).
    const content = item.type === 'chunk' ? item.code : String(item.source).replaceAll('/*$vite$:1*/', '');
    return { fileName: item.fileName, content: String(content), raw: Buffer.byteLength(content), gzip: gzipSize(content) };
  });
  const sum = (ext) => sized.filter((f) => f.fileName.endsWith(ext)).reduce((n, f) => n + f.gzip, 0);
  const js = sum('.js');
  const css = sum('.css');
  return { js, css, total: js + css, files: sized };
}

/** `{ name, limit }` budgets against measured totals: the ones over their limit, in order. */
export function overBudget(results) {
  return results.filter((r) => r.limit !== undefined && r.total > r.limit);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** A plain-text table of results, one line per entry. */
export function formatReport(results) {
  const width = Math.max(...results.map((r) => r.name.length), 5);
  const header = `${'entry'.padEnd(width)}  ${'JS gz'.padStart(9)}  ${'CSS gz'.padStart(9)}  ${'total'.padStart(9)}  limit`;
  const lines = results.map((r) => {
    const limit = r.limit === undefined ? '' : `${kB(r.limit)} ${r.total > r.limit ? '✗ OVER' : '✓'}`;
    const target = r.target === undefined ? '' : `  (target ${kB(r.target)}: ${r.total > r.target ? 'not met' : 'met'})`;
    return `${r.name.padEnd(width)}  ${kB(r.js).padStart(9)}  ${kB(r.css).padStart(9)}  ${kB(r.total).padStart(9)}  ${limit}${target}`;
  });
  return [header, ...lines].join('\n');
}

/** One line per failing budget: entry, size and limit. */
export function formatFailures(failures) {
  return failures
    .map((r) => `size budget exceeded: ${r.name} is ${kB(r.total)} gzipped (JS ${kB(r.js)} + CSS ${kB(r.css)}), limit ${kB(r.limit)}`)
    .join('\n');
}
