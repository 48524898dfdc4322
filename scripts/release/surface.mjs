// The package's public surface, as a release promises it: every subpath of the export map with the
// conditions it answers, and every name (value or type) each JavaScript entry exports, read from its
// declaration files. etc/release-surface.json holds the surface of the last release (written when a
// version is made: `npm run version:packages`); check-release.mjs compares the built package with it.
//   node scripts/release/surface.mjs --write   records the built package's surface as released, and
//                                              the API reports (etc/*.api.md) in etc/released/
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
export const surfaceFile = path.join(root, 'etc/release-surface.json');

const namesIn = (list) =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/).at(-1)?.replace(/^type\s+/, ''))
    .filter((name) => name && name !== 'default');

/** Every name a declaration file exports, following its `export *` and `export { } from`. */
export function declaredNames(file, seen = new Set()) {
  const names = new Set();
  if (seen.has(file) || !existsSync(file)) return names;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^export (?:declare )?(?:function|const|let|class|interface|type|enum|abstract class) (\w+)/gm)) names.add(m[1]);
  for (const m of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) for (const name of namesIn(m[1])) names.add(name);
  for (const m of text.matchAll(/^export \* from ['"](\.[^'"]+)\.js['"]/gm)) {
    for (const name of declaredNames(path.resolve(path.dirname(file), `${m[1]}.d.ts`), seen)) names.add(name);
  }
  return names;
}

/** The leaves of one export-map target: `{ "module-sync": { types, default } }` → ['module-sync/types', 'module-sync/default']. */
const conditions = (target, prefix = '') =>
  typeof target === 'string' ? [prefix || 'default'] : Object.entries(target).flatMap(([key, value]) => conditions(value, prefix ? `${prefix}/${key}` : key));

/** The surface of the package whose manifest is `manifestDir/package.json` and whose build is `distDir`. */
export function surfaceOf(manifestDir, distDir = path.join(manifestDir, 'dist-lib')) {
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'package.json'), 'utf8'));
  const layouts = readdirSync(path.join(distDir, 'layout')).filter((name) => name !== 'internal' && existsSync(path.join(distDir, 'layout', name, 'index.d.ts'))).sort();
  const exportsMap = {};
  const entries = {};
  for (const [key, target] of Object.entries(manifest.exports)) {
    const keys = key === './layout/*' ? layouts.map((name) => `./layout/${name}`) : key === './layout/*.css' ? layouts.map((name) => `./layout/${name}.css`) : [key];
    for (const subpath of keys) {
      exportsMap[subpath] = conditions(target).sort();
      if (subpath.endsWith('.css') || subpath === './package.json') continue;
      const dts = path.join(distDir, subpath === '.' ? 'index.d.ts' : `${subpath.slice(2)}/index.d.ts`);
      entries[subpath] = [...declaredNames(dts)].sort();
    }
  }
  return { version: manifest.version, exports: exportsMap, entries };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  const surface = surfaceOf(root);
  writeFileSync(surfaceFile, `${JSON.stringify(surface, null, 2)}\n`);
  // The types as released: check-release.mjs classifies the next changes against them.
  const { releasedReportDir, reportFiles } = await import('./check-release.mjs');
  mkdirSync(releasedReportDir, { recursive: true });
  for (const file of reportFiles) copyFileSync(path.join(root, 'etc', file), path.join(releasedReportDir, file));
  console.log(`recorded the surface of ${surface.version}: ${Object.keys(surface.exports).length} subpaths, ${Object.values(surface.entries).flat().length} entry names`);
}
