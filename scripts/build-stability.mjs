// Assets that stay cached across deploys (issue 36): `/assets/*` is served `immutable`, so a file
// name must change exactly when its bytes do.
//   1. Two builds of the same source: byte-identical output (the build id is a hash of the output,
//      kept in the HTML and /build-manifest.json, in no hashed file).
//   2. A one-line change in one screen renames that screen's chunk and no other asset: chunks import
//      each other by stable keys, and the import map in each page (Vite's build.chunkImportMap,
//      scripts/vite/importMap.ts) is what names the new file. Outside /assets/ (all revalidated,
//      `no-cache`) exactly what names the change changes too: the pages that carry the import map
//      or the build id, /build-manifest.json (the id) and import-map-csp.conf (the map's hash, for
//      the policy); every other file keeps its name and bytes. Anything else renamed or changed fails.
// Usage: node scripts/build-stability.mjs [--dist <a build of this source>]
//   --dist  a build to compare with (npm test passes the e2e step's); without it, one more build.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { testSiteOrigin } from './site-origin.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The origin the e2e build was made with (playwright.config.ts): the same source, the same pages.
process.env.GW_SITE_ORIGIN = testSiteOrigin;
const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const scratch = mkdtempSync(path.join(os.tmpdir(), 'gw-build-stability-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** The screen the one-line change is made in, and the line. */
const screen = 'src/app/screens/Presentation/PresentationScreen.tsx';
const line = ['const noop = () => {};', 'const noop = () => undefined;'];

/** Builds the app into `outDir`, with `plugins` added (the change) and nothing else. */
async function buildInto(outDir, plugins = []) {
  await build({ root, logLevel: 'error', plugins, build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Every file of a build by its path, with its bytes. */
function allFilesOf(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? allFilesOf(file, `${prefix}${name}/`) : [[`${prefix}${name}`, readFileSync(file)]];
  });
}

const failures = [];

/**
 * A build's files without the gzipped copies (scripts/vite/precompress.ts), each copy checked to be
 * its file's bytes: a copy changes exactly when its file does, so the checks below hold for both.
 */
function filesOf(dir) {
  const files = new Map(allFilesOf(dir));
  for (const [name, bytes] of files) {
    if (!name.endsWith('.gz')) continue;
    const original = files.get(name.slice(0, -3));
    if (!original?.equals(gunzipSync(bytes))) failures.push(`${path.basename(dir)}: ${name} is not ${name.slice(0, -3)} gzipped`);
    files.delete(name);
  }
  return files;
}

const started = Date.now();
const first = values.dist ? path.resolve(values.dist) : await buildInto(path.join(scratch, 'first'));
const again = await buildInto(path.join(scratch, 'again'));
const changed = await buildInto(path.join(scratch, 'changed'), [
  {
    name: 'one-line-change',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(screen)) return undefined;
      if (!code.includes(line[0])) throw new Error(`${screen} no longer has \`${line[0]}\`: pick another line for this check`);
      return code.replace(line[0], line[1]);
    },
  },
]);

const a = filesOf(first);
const b = filesOf(again);
for (const [name, bytes] of a) if (!b.get(name)?.equals(bytes)) failures.push(`same source, ${name}: ${b.has(name) ? 'other bytes' : 'not in the second build'}`);
for (const name of b.keys()) if (!a.has(name)) failures.push(`same source: ${name} only in the second build`);

const assets = (files) => [...files.keys()].filter((name) => name.startsWith('assets/'));
const c = filesOf(changed);
const renamed = assets(a).filter((name) => !c.has(name)).sort();
const screenChunk = /^assets\/PresentationScreen-[\w-]+\.js$/;
// Renamed: the screen's chunk, and nothing else.
const expected = assets(a).filter((name) => screenChunk.test(name));
if (expected.length !== 1) failures.push(`the first build has ${expected.length} chunks for ${screen}, not one`);
const stem = (name) => path.basename(name).replace(/-[\w-]{8}\.(js|css)$/, '.$1');
const unexpected = renamed.filter((name) => !expected.includes(name));
if (unexpected.length > 0) failures.push(`a one-line change in ${screen} renamed ${unexpected.map(stem).join(', ')} besides the screen's chunk`);
for (const name of expected) if (!renamed.includes(name)) failures.push(`a one-line change in ${screen} left ${name} as it was`);
for (const name of assets(c)) if (a.has(name) && !a.get(name).equals(c.get(name))) failures.push(`after the change, ${name} kept its name with other bytes`);
const added = assets(c).filter((name) => !a.has(name));
if (added.length !== renamed.length) failures.push(`after the change, ${added.length} new asset names for ${renamed.length} renamed: ${added.join(', ')}`);
// Outside /assets/: what names the new chunk or the new build changes, the rest keeps its bytes.
const others = (files) => [...files.keys()].filter((name) => !name.startsWith('assets/'));
const namesTheChange = (name) =>
  ['build-manifest.json', 'import-map-csp.conf'].includes(name) || (name.endsWith('.html') && /<script type="importmap"|<meta name="gw-build"/.test(a.get(name).toString('utf8')));
for (const name of others(a)) {
  const same = c.get(name)?.equals(a.get(name)) ?? false;
  if (namesTheChange(name) && same) failures.push(`after the change, ${name} (it names the chunk or the build) did not change`);
  if (!namesTheChange(name) && !same) failures.push(`after the change, ${name} changed (${c.has(name) ? 'other bytes' : 'gone'})`);
}
for (const name of others(c)) if (!a.has(name)) failures.push(`after the change, ${name} is new`);
const changedOthers = others(a).filter((name) => !c.get(name)?.equals(a.get(name)));

const kept = assets(a).length - renamed.length;
console.log(`same source twice: ${a.size} files, ${failures.some((f) => f.startsWith('same source')) ? 'NOT identical' : 'byte-identical'}`);
console.log(`one line changed in ${screen}: ${renamed.length} of ${assets(a).length} assets renamed (${renamed.map(stem).join(', ')}), ${kept} kept (${assets(a).filter((name) => c.has(name)).map(stem).join(', ')})`);
console.log(`  outside /assets/ (revalidated): ${changedOthers.length} of ${others(a).length} files changed (${changedOthers.join(', ')})`);
console.log(`build stability: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
