// The publishable package, staged in a folder of its own (dist-package/ by default) from the
// built dist-lib/: the manifest without what is ours alone (scripts, devDependencies, allowScripts),
// the README written for its users (docs/package-readme.md), the licence. `npm pack dist-package`
// or `npm publish dist-package` then packs exactly that; nothing in the checkout changes.
// Not clean-package: it rewrites the checkout's package.json between prepack and postpack, and a
// pack stopped in between (npm test stops the other lanes at the first failure) leaves the
// manifest stripped; a step reading it meanwhile sees it stripped (seen here: a commit caught it).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
/** Manifest fields for this repository only: a consumer's npm must never see them. */
export const developmentOnly = ['scripts', 'devDependencies', 'allowScripts'];

/**
 * The manifest as published.
 * @example publishedManifest({ name: 'x', scripts: { prepare: 'patch-package' } }) // { name: 'x' }
 * @example publishedManifest({ sideEffects: ['./src/tokens/index.ts'] }) // { sideEffects: [] }
 */
export function publishedManifest(manifest) {
  const published = Object.fromEntries(Object.entries(manifest).filter(([key]) => !developmentOnly.includes(key)));
  // Source files marked for the workbench's own builds are not in the package: a published
  // sideEffects entry must name a file a consumer has.
  if (Array.isArray(published.sideEffects)) published.sideEffects = published.sideEffects.filter((pattern) => !pattern.startsWith('./src/'));
  return published;
}

/**
 * For resolvers that do not read `exports` (Parcel 2 by default, TypeScript's node10): every subpath
 * of the export map as a path that exists. A JavaScript entry gets a folder whose package.json names
 * its files (`main` CommonJS, `module` ES, `types`); a stylesheet gets a file that imports the real
 * one. Returns the top-level names written, for `files`.
 */
export function writeResolverFallbacks(out, manifest) {
  const dist = path.join(out, 'dist-lib');
  const layouts = readdirSync(path.join(dist, 'layout')).filter((name) => name !== 'internal' && existsSync(path.join(dist, 'layout', name, 'index.js')));
  const written = new Set();
  const target = (condition) => (typeof condition === 'string' ? condition : condition.default);
  for (const [key, value] of Object.entries(manifest.exports)) {
    if (key === '.' || key === './package.json') continue;
    const subpaths = key.includes('*') ? layouts.map((name) => [key.replace('*', name), name]) : [[key, '']];
    for (const [subpath, name] of subpaths) {
      const file = path.join(out, subpath);
      const relative = (to) => {
        const link = path.relative(path.dirname(file), path.join(out, to.replace('*', name))).split(path.sep).join('/');
        // CSS and bundlers read `dist-lib/…` as a package name: say it is a path.
        return link.startsWith('.') ? link : `./${link}`;
      };
      mkdirSync(path.dirname(file), { recursive: true });
      if (subpath.endsWith('.css')) {
        writeFileSync(file, `@import "${relative(value)}";\n`);
      } else {
        mkdirSync(file, { recursive: true });
        const inFolder = (to) => path.relative(file, path.join(out, to.replace('*', name))).split(path.sep).join('/');
        const fields = { main: inFolder(target(value.require)), module: inFolder(target(value.import)), types: inFolder(value.require.types) };
        writeFileSync(path.join(file, 'package.json'), `${JSON.stringify(fields, null, 2)}\n`);
      }
      written.add(subpath.slice(2).split('/')[0]);
    }
  }
  return [...written].sort();
}

/** Stages the package in `out` (emptied first); returns `out`. Needs dist-lib/ (`npm run build:lib`). */
export function stagePackage(out = path.join(root, 'dist-package')) {
  if (!existsSync(path.join(root, 'dist-lib'))) throw new Error('dist-lib/ is missing: run `npm run build:lib` first');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const manifest = publishedManifest(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')));
  cpSync(path.join(root, 'docs/package-readme.md'), path.join(out, 'README.md'));
  cpSync(path.join(root, 'LICENSE'), path.join(out, 'LICENSE'));
  cpSync(path.join(root, 'dist-lib'), path.join(out, 'dist-lib'), { recursive: true });
  const fallbacks = writeResolverFallbacks(out, manifest);
  manifest.files = [...manifest.files, ...fallbacks];
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = stagePackage(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`staged the package in ${path.relative(process.cwd(), out) || '.'}`);
}
