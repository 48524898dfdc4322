// Assets that stay cached across deploys (issue 36): `/assets/*` is served `immutable`, so a file
// name must change exactly when its bytes do.
//   1. Two builds of the same source: byte-identical output (the build id is a hash of the output,
//      kept in the HTML and /build-manifest.json, in no hashed file).
//   2. A one-line change in one screen: only that screen's chunk and the files whose bytes must
//      change with it are renamed — those that name a renamed file (an import, Vite's preload map),
//      and so on — and every other file keeps its name and bytes. The set is computed from the
//      first build's files, so the check holds for any chunk layout (today the entry names every
//      lazy chunk and every chunk imports the entry: all the JavaScript; docs/performance.md).
// Usage: node scripts/build-stability.mjs [--dist <a build of this source>]
//   --dist  a build to compare with (npm test passes the e2e step's); without it, one more build.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
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
function filesOf(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesOf(file, `${prefix}${name}/`) : [[`${prefix}${name}`, readFileSync(file)]];
  });
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

const failures = [];
const a = new Map(filesOf(first));
const b = new Map(filesOf(again));
for (const [name, bytes] of a) if (!b.get(name)?.equals(bytes)) failures.push(`same source, ${name}: ${b.has(name) ? 'other bytes' : 'not in the second build'}`);
for (const name of b.keys()) if (!a.has(name)) failures.push(`same source: ${name} only in the second build`);

const assets = (files) => [...files.keys()].filter((name) => name.startsWith('assets/'));
const c = new Map(filesOf(changed));
const renamed = assets(a).filter((name) => !c.has(name)).sort();
// What must change: the screen's chunk, then every file that names (by file name) one that changes.
const mustChange = new Set(assets(a).filter((name) => /^assets\/PresentationScreen-[\w-]+\.js$/.test(name)));
for (let grew = true; grew; ) {
  grew = false;
  for (const name of assets(a)) {
    if (mustChange.has(name)) continue;
    const text = a.get(name).toString('latin1');
    if ([...mustChange].some((changing) => text.includes(path.basename(changing)))) grew = mustChange.add(name) !== undefined;
  }
}
const expected = [...mustChange].sort();
if (JSON.stringify(renamed) !== JSON.stringify(expected)) failures.push(`a one-line change in ${screen} renamed ${renamed.join(', ') || 'nothing'}; what names it: ${expected.join(', ')}`);
for (const name of assets(c)) if (a.has(name) && !a.get(name).equals(c.get(name))) failures.push(`after the change, ${name} kept its name with other bytes`);
const stem = (name) => path.basename(name).replace(/-[\w-]{8}\.(js|css)$/, '.$1');

const kept = assets(a).length - renamed.length;
console.log(`same source twice: ${a.size} files, ${failures.some((f) => f.startsWith('same source')) ? 'NOT identical' : 'byte-identical'}`);
console.log(`one line changed in ${screen}: ${renamed.length} of ${assets(a).length} assets renamed (${renamed.map(stem).join(', ')}), ${kept} kept (${assets(a).filter((name) => c.has(name)).map(stem).join(', ')})`);
console.log(`build stability: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
