#!/usr/bin/env node
// `npm run visual:accept [-- [report-folder] [filters…] [--dry-run]]`: after reviewing the visual
// report, make the reviewed images and spoken records the new baselines and remove baselines of stories that no
// longer exist. Refuses (and changes nothing) when any baseline changed since the report was made.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { acceptReport, loadManifest } from './accept-report.mjs';
import { defaultOutDir, readCommandLine, repoRoot } from '../shared/index.mjs';
import { reportOfRun } from '../ci/index.mjs';
import { changeKindLabels, notComparedWhy } from '../compare/index.mjs';
import { checkFilter, filterFlags, isFiltered } from './shot-filter.mjs';
import { commitsHint } from './commits-hint.mjs';
import { undoAccept } from './undo.mjs';

const usage = `Usage: npm run visual:accept -- [report-folder | --run ID] [filters…] [--dry-run]
       npm run visual:accept -- [report-folder | --run ID] --undo [--shot ID.CELL…] [--dry-run]

Makes the reviewed images and spoken records (what a screen reader says, .txt beside the shots) of a
visual report the new baselines (and removes baselines no story uses any more). report-folder:
reports/visual by default; a merged shard folder or a downloaded CI artifact works too. Refuses,
changing nothing, if any baseline changed since the report.

  --run ID             a CI run's visual-review artifact (downloaded once with gh into
                       reports/visual-review-ID; the job summary names this command)

Filters (repeat a flag for alternatives, OR; different flags narrow together, AND):
  --story ID           a story id, * globs allowed (--story 'layout-cluster--*')
  --component NAME     every story of a component (its story file's name: Cluster)
  --cell CELL          one cell: theme-direction-viewport (dark-rtl-desktop), or a spoken
                       record's: spoken-ltr, spoken-rtl
  --theme light|dark   --direction ltr|rtl   --viewport mobile|desktop
                       (--direction selects spoken records too; --theme and --viewport leave them out)
  --shot ID.CELL       one shot (layout-stack--playground.light-ltr-desktop) or spoken record
                       (layout-stack--playground.spoken-ltr)
  --kind KIND          shots carrying this kind of change (any of those given; spoken: every
                       spoken record, changed, new or to remove):
                       ${Object.entries(changeKindLabels).map(([k, label]) => (k === label ? k : `${k} (${label})`)).join(', ')}
  --exclude-FLAG VALUE leaves out what that filter matches: --exclude-kind text, --exclude-component
                       Cluster, --exclude-story 'errors-*' … (every filter above has one)
  --dry-run            list the files it would write or remove, write nothing
  --undo               put back the baselines the last accept (page or command) overwrote or removed,
                       byte for byte; with --shot, the latest accept of those shots only
  -h, --help           this text

Shots rejected in the review page (npm run visual:review) are left out unless named with --shot.`;

const list = { type: 'string', multiple: true };
const filterOptions = Object.fromEntries(filterFlags.flatMap((flag) => [[flag, list], [`exclude-${flag}`, list]]));
let filter;
const args = readCommandLine('visual:accept', usage, () => {
  const parsed = parseArgs({
    allowPositionals: true,
    strict: true,
    options: { ...filterOptions, run: { type: 'string' }, 'dry-run': { type: 'boolean' }, undo: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const { positionals, values } = parsed;
  if (positionals.length + (values.run ? 1 : 0) > 1) throw new Error(`one report folder (or --run) at most, got ${[...positionals, ...(values.run ? [`--run ${values.run}`] : [])].join(', ')}`);
  const pick = (prefix) => Object.fromEntries(filterFlags.filter((flag) => values[`${prefix}${flag}`]).map((flag) => [flag, values[`${prefix}${flag}`]]));
  filter = checkFilter({ ...pick(''), exclude: pick('exclude-') });
  if (values.undo && filterFlags.some((flag) => flag !== 'shot' && (filter[flag] || filter.exclude[flag]))) throw new Error('--undo takes --shot only (the shots whose last accept to undo)');
  return parsed;
});

const dryRun = args.values['dry-run'] ?? false;
const shown = (file) => path.relative(repoRoot, file);
let manifest;
let reportDir;
try {
  reportDir = args.values.run ? reportOfRun(args.values.run) : path.resolve(args.positionals[0] ?? defaultOutDir);
  manifest = loadManifest(reportDir);
} catch (error) {
  console.error(reportDir ? `${error.message} (${shown(path.join(reportDir, 'manifest.json'))})` : `visual:accept: ${error.message}`);
  process.exit(1);
}
if (!manifest) {
  console.log(`visual:accept: no ${shown(path.join(reportDir, 'manifest.json'))}: nothing to review. Run \`npm test\` (or the story tests) first.`);
  process.exit(0);
}

if (args.values.undo) {
  const undone = undoAccept(reportDir, { root: repoRoot, shots: filter.shot, dryRun });
  if (undone.nothing) {
    console.log(`visual:accept --undo: no accept of ${filter.shot ? filter.shot.join(', ') : 'this report'} to undo (${shown(reportDir)}).`);
    process.exit(filter.shot ? 1 : 0);
  }
  if (undone.stale.length > 0) {
    console.error('visual:accept --undo: refused — files changed after that accept:');
    for (const line of undone.stale) console.error(`  ${line}`);
    console.error('Nothing was written.');
    process.exit(1);
  }
  const verb = dryRun ? 'would' : '✓';
  for (const file of undone.restored) console.log(`  ${verb} restore ${file}`);
  for (const file of undone.removed) console.log(`  ${verb} remove ${file} (the accept created it)`);
  console.log(`visual:accept --undo${dryRun ? ' --dry-run' : ''}: ${undone.shots.length} shot${undone.shots.length === 1 ? '' : 's'} ${dryRun ? 'would be back' : 'back'} as before the accept (${undone.shots.join(', ')}).`);
  process.exit(0);
}

const { plan, alsoWrites } = acceptReport(reportDir, { filter, dryRun, manifest });
if (plan.stale.length > 0) {
  console.error('visual:accept: refused — the review is stale (the baselines or images changed after the report):');
  for (const line of plan.stale) console.error(`  ${line}`);
  const hint = commitsHint(manifest, plan.staleKeys);
  console.error(`Nothing was written. ${hint ?? 'Run the tests again, review the new report (npm run visual:review), then accept.'}`);
  process.exit(1);
}
const verb = dryRun ? 'would write' : '✓ accepted';
for (const line of plan.alreadyDone) console.log(`  ✓ ${line}`);
for (const { to, storyId, cell } of plan.copies) console.log(`  ${verb} ${storyId} ${cell} → ${shown(to)}`);
for (const file of alsoWrites) console.log(`  ${dryRun ? 'would update' : '✓ updated'} ${shown(file)} (the renderer the baselines were made with)`);
if (plan.removals.length > 0) {
  console.log(dryRun ? 'Would remove baselines no story uses any more:' : 'Removed baselines no story uses any more:');
  for (const { file, reason } of plan.removals) console.log(`  - ${shown(file)} (${reason})`);
}
if (plan.notShot.length > 0) {
  // One line per story: its cells share the failure.
  const byStory = new Map();
  for (const { storyId, cell, message } of plan.notShot) byStory.set(storyId, { cells: [...(byStory.get(storyId)?.cells ?? []), cell], message });
  console.log(`Not shot, so nothing to accept (${byStory.size} ${byStory.size === 1 ? 'story' : 'stories'}; fix them and run the tests again):`);
  for (const [storyId, { cells, message }] of byStory) console.log(`  ✗ ${storyId} (${cells.join(', ')}): ${message.split('\n')[0]}`);
}
if (plan.notCompared > 0) {
  // Another OS or other fonts: the stories ran, their shots could not be compared here (compare/not-compared.mjs).
  console.log(`Not compared, so nothing to accept (${plan.notCompared} ${plan.notCompared === 1 ? 'shot' : 'shots'}): ${notComparedWhy(manifest)}. Nothing to fix in the stories: run them on the baselines' renderer (npm run test:visual:container) to compare them.`);
}
if (plan.rejected.length > 0) console.log(`Left out, rejected in the review: ${plan.rejected.join(', ')} (name one with --shot to accept it anyway)`);
const leftOut = plan.leftOut > 0 && isFiltered(filter) ? `, ${plan.leftOut} left out by the filters` : '';
console.log(
  dryRun
    ? `visual:accept --dry-run: would accept ${plan.copies.length} and remove ${plan.removals.length}${leftOut}. Nothing written.`
    : `visual:accept: ${plan.copies.length} accepted, ${plan.removals.length} removed${leftOut}.${plan.copies.length + plan.removals.length > 0 ? ' Commit the __screenshots__ changes.' : ''}`,
);
