// The package now against the last release, and the bump that needs against the pending
// changesets' bump. Two records of the last release, both written when a version is made (`npm run
// version:packages`):
//   - etc/release-surface.json: every subpath of the export map, its conditions, every name each
//     entry exports. A subpath, a condition or a name gone is major; one added is minor.
//   - etc/released/*.api.md: the API reports as released. Each declaration of the report now is
//     compared with it (api-diff.mjs): a removed export or member, a required member or parameter
//     added, a narrowed prop or parameter, a widened return type, or a change it cannot show
//     compatible is major; an added export, an optional member, a widened prop is minor.
// The check fails when the highest pending changeset bump for @groundwork/ui is lower than the
// highest bump the changes need. It reads the committed reports (etc/*.api.md), which `npm run
// api:check` holds equal to the build (npm test runs it first; `npm run check:release` too), and
// dist-lib/ for the surface: run `npm run build:lib` first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { classifyReportChanges, levels, requiredBump } from './api-diff.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** The API reports a release records, by file name (in etc/ now, in etc/released/ as released). */
export const reportFiles = ['groundwork-ui.api.md', 'groundwork-ui-hydration-overlay.api.md'];
export const releasedReportDir = path.join(root, 'etc/released');

/** The changes between two surfaces (surface.mjs), each with the bump it needs. */
export function surfaceChanges(released, now) {
  const changes = [];
  for (const [subpath, leaves] of Object.entries(released.exports)) {
    if (!now.exports[subpath]) changes.push({ level: 'major', what: `export map: ${subpath} removed` });
    else for (const leaf of leaves) if (!now.exports[subpath].includes(leaf)) changes.push({ level: 'major', what: `export map: ${subpath} → ${leaf} removed` });
  }
  for (const subpath of Object.keys(now.exports)) if (!released.exports[subpath]) changes.push({ level: 'minor', what: `export map: ${subpath} added` });
  for (const [subpath, names] of Object.entries(released.entries)) {
    for (const name of names) if (now.entries[subpath] && !now.entries[subpath].includes(name)) changes.push({ level: 'major', what: `${subpath}: ${name} no longer exported` });
  }
  for (const [subpath, names] of Object.entries(now.entries)) {
    for (const name of names) if (!released.entries[subpath]?.includes(name)) changes.push({ level: 'minor', what: `${subpath}: ${name} exported` });
  }
  return changes;
}

/**
 * The bumps the pending changesets ask for @groundwork/ui, from their front matter.
 * @param {string[]} changesets the text of each .changeset/*.md (README.md excluded)
 * @returns {string[]}
 */
export const changesetBumps = (changesets) =>
  changesets
    .map((text) => text.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '')
    .flatMap((front) => [...front.matchAll(/['"]?@groundwork\/ui['"]?\s*:\s*(major|minor|patch)/g)].map((m) => String(m[1])));

/**
 * The verdict: the bump the changes need, the pending one, and whether that is enough.
 * @param {{ level: string, what: string }[]} changes
 * @param {string[]} bumps the pending changesets' bumps
 */
export function releaseVerdict(changes, bumps) {
  const required = requiredBump(changes);
  const pending = bumps.reduce((high, bump) => (levels.indexOf(bump) > levels.indexOf(high) ? bump : high), 'none');
  return { required, pending, ok: levels.indexOf(pending) >= levels.indexOf(required) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { surfaceFile, surfaceOf } = await import('./surface.mjs');
  const released = JSON.parse(readFileSync(surfaceFile, 'utf8'));
  const changes = surfaceChanges(released, surfaceOf(root));
  for (const file of reportFiles) {
    const before = path.join(releasedReportDir, file);
    if (!existsSync(before)) {
      console.error(`✗ etc/released/${file} is missing: the API as released is recorded by \`npm run version:packages\``);
      process.exit(1);
    }
    changes.push(...classifyReportChanges(readFileSync(before, 'utf8'), readFileSync(path.join(root, 'etc', file), 'utf8')).map((c) => ({ ...c, what: `${file.replace('.api.md', '')}: ${c.what}` })));
  }
  const changesetDir = path.join(root, '.changeset');
  const bumps = changesetBumps(
    readdirSync(changesetDir)
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .map((file) => readFileSync(path.join(changesetDir, file), 'utf8')),
  );
  const verdict = releaseVerdict(changes, bumps);
  console.log(`against ${released.version} (etc/release-surface.json, etc/released/): ${changes.length} changes, which need ${verdict.required}; pending changesets: ${bumps.join(', ') || 'none'}`);
  for (const level of ['major', 'minor']) {
    const these = changes.filter((c) => c.level === level);
    if (these.length) console.log(`${level}:\n  ${these.map((c) => c.what).join('\n  ')}`);
  }
  if (!verdict.ok) {
    console.error(
      verdict.required === 'major'
        ? `✗ the changes above marked major break a consumer's code or types since ${released.version}, and the pending changesets say ${verdict.pending}: add a changeset that says major and what a consumer must change (\`npx changeset\`), or keep the API as it was.`
        : `✗ the API grew since ${released.version} and the pending changesets say ${verdict.pending}: add a changeset that says minor (\`npx changeset\`).`,
    );
    process.exit(1);
  }
  console.log('release check: passed');
}
