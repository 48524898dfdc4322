// The built package against the last release (etc/release-surface.json): a subpath of the export
// map, a condition of one, or a name an entry exported that is gone is a breaking change, which
// needs a pending changeset that says `major`. Additions are listed (a minor). Reads dist-lib/:
// run `npm run build:lib` first (`npm run check:release` does).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { surfaceFile, surfaceOf } from './surface.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const released = JSON.parse(readFileSync(surfaceFile, 'utf8'));
const now = surfaceOf(root);

const removed = [];
const added = [];
for (const [subpath, leaves] of Object.entries(released.exports)) {
  if (!now.exports[subpath]) removed.push(`export map: ${subpath}`);
  else for (const leaf of leaves) if (!now.exports[subpath].includes(leaf)) removed.push(`export map: ${subpath} → ${leaf}`);
}
for (const subpath of Object.keys(now.exports)) if (!released.exports[subpath]) added.push(`export map: ${subpath}`);
for (const [subpath, names] of Object.entries(released.entries)) {
  for (const name of names) if (now.entries[subpath] && !now.entries[subpath].includes(name)) removed.push(`${subpath}: ${name}`);
}
for (const [subpath, names] of Object.entries(now.entries)) {
  for (const name of names) if (!released.entries[subpath]?.includes(name)) added.push(`${subpath}: ${name}`);
}

/** The bump each pending changeset asks for @groundwork/ui. */
const changesetDir = path.join(root, '.changeset');
const bumps = readdirSync(changesetDir)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .map((file) => readFileSync(path.join(changesetDir, file), 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '')
  .flatMap((front) => [...front.matchAll(/['"]?@groundwork\/ui['"]?\s*:\s*(major|minor|patch)/g)].map((m) => m[1]));

console.log(`against ${released.version} (etc/release-surface.json): ${removed.length} removed, ${added.length} added; pending changesets: ${bumps.join(', ') || 'none'}`);
if (added.length) console.log(`added:\n  ${added.join('\n  ')}`);
if (removed.length) {
  console.log(`removed:\n  ${removed.join('\n  ')}`);
  if (!bumps.includes('major')) {
    console.error('✗ exports were removed or changed since the last release: that is a major change. Add a changeset that says major (`npx changeset`), or keep them.');
    process.exit(1);
  }
}
if (added.length && bumps.length === 0) {
  console.error('✗ exports were added since the last release with no changeset: add one (`npx changeset`, minor).');
  process.exit(1);
}
console.log('release check: passed');
