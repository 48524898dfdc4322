// Text files sent gzipped: the build writes `file.gz` beside each HTML, JS, CSS, JSON and SVG file
// it makes (the prerendered pages included), and both hosts send it to a client that accepts gzip —
// nginx with `gzip_static` (deploy/nginx/groundwork.conf), the preview as nginx does
// (scripts/vite/preview.ts). Compressed once at build time, at gzip's highest level, instead of on
// every response; gzip because every browser and nginx's own module take it (Brotli needs a module
// Debian's nginx does not ship). Not vite-plugin-compression2: it compresses the bundle inside
// Vite's generateBundle, before the build id is written into the HTML and without the pages the
// prerender writes afterwards, so its copies would differ from the files they stand for.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The extensions written gzipped too: every text type the hosts serve. */
export const compressedExtensions = ['.html', '.js', '.css', '.json', '.svg'];

/** The compressed copy's name beside its file. */
export const gzipName = (file: string) => `${file}.gz`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes `file.gz` beside every text file under `dir` that gzip makes smaller (a file it would not
 * shrink is sent as it is). Same bytes in, same bytes out: gzip's header carries no time here, so
 * two builds of the same source stay byte-identical.
 * @example precompressFolder('dist') // ['index.html', 'assets/index-B1x2.js', …]
 */
export function precompressFolder(dir: string): string[] {
  const written: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!compressedExtensions.includes(path.extname(file))) continue;
    const content = readFileSync(file);
    const compressed = gzipSync(content, { level: 9 });
    if (compressed.length >= content.length) continue;
    writeFileSync(gzipName(file), compressed);
    written.push(path.relative(dir, file));
  }
  return written;
}

/**
 * Whether an `Accept-Encoding` takes gzip, as nginx reads it: a `gzip` coding whose quality is not
 * zero (`*` and `x-gzip` are not gzip to nginx).
 * @example acceptsGzip('gzip, deflate, br') // true
 * @example acceptsGzip('gzip;q=0, br') // false
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((coding) => {
    const [name, ...parameters] = coding.split(';').map((part) => part.trim());
    if (name?.toLowerCase() !== 'gzip') return false;
    const quality = parameters.find((parameter) => /^q=/i.test(parameter));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Writes the gzipped copies once the build and its prerendered pages are written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'groundwork:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After every other plugin's closeBundle (the prerender writes pages there).
      order: 'post',
      sequential: true,
      handler() {
        if (this.environment?.config.consumer === 'server') return;
        precompressFolder(outDir);
      },
    },
  };
}
