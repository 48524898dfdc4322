// Chunks that keep their names across deploys (issue 36): Vite's `build.chunkImportMap`. Chunks
// import each other by stable keys (`./Stack-z20NhHky.js`, a hash of what the chunk is, not of its
// bytes), and an inline `<script type="importmap">` in each page maps every key to the hashed file.
// A change in one screen then renames that screen's chunk and changes the map (HTML, revalidated),
// not the entry that names the chunk nor every chunk that imports the entry.
// The map is inline, so the Content-Security-Policy must allow it: by its SHA-256, which this
// plugin writes into the build (`importMapCspFile`) for both hosts to send (hostHeaders.ts reads
// it for the preview; deploy/nginx/groundwork.conf includes it). Never 'unsafe-inline'.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { importMapCspFile, importMapCspLine } from './hostHeaders.ts';

/** The CSP source of an inline script's text: `'sha256-…'` (base64 of its SHA-256, UTF-8). */
export const scriptHashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline import maps of a page, as their text. */
export const importMapsOf = (html: string) => [...html.matchAll(/<script type="importmap"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

export function importMapPlugin(): Plugin {
  return {
    name: 'groundwork:import-map',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({ build: { chunkImportMap: true } }),
    generateBundle: {
      // After Vite's HTML plugin has put the map into index.html (the prerendered pages start from it).
      order: 'post',
      handler(_, bundle) {
        if (this.environment?.config.consumer === 'server') return;
        const html = bundle['index.html'];
        const maps = html?.type === 'asset' ? importMapsOf(String(html.source)) : [];
        if (maps.length !== 1) this.error(`import map: index.html has ${maps.length} inline import maps, not one`);
        // The map is in every page: Vite's copy of it (importmap.json) is never read.
        delete bundle['importmap.json'];
        this.emitFile({ type: 'asset', fileName: importMapCspFile, source: importMapCspLine(scriptHashSource(maps[0]!)) });
      },
    },
  };
}
