#!/usr/bin/env node
// `npm run visual:accept [-- path/to/report-folder]`: after reviewing the visual report, make the
// reviewed images the new baselines and remove baselines of stories that no longer exist.
// Refuses (and changes nothing) when any baseline changed since the report was made.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applyAccept, planAccept } from './accept-plan.mjs';
import { recordAcceptedRenderer } from './browser.mjs';
import { defaultOutDir, repoRoot } from './paths.mjs';

const manifestDir = path.resolve(process.argv[2] ?? defaultOutDir);
const manifestFile = path.join(manifestDir, 'manifest.json');
if (!existsSync(manifestFile)) {
  console.log(`visual:accept: no ${path.relative(repoRoot, manifestFile)}: nothing to review. Run \`npm test\` (or the story tests) first.`);
  process.exit(0);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
let plan;
try {
  plan = planAccept(manifest, { root: repoRoot, manifestDir });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (plan.stale.length > 0) {
  console.error('visual:accept: refused — the review is stale (the baselines or images changed after the report):');
  for (const line of plan.stale) console.error(`  ${line}`);
  console.error('Run the tests again, review the new reports/visual/index.html, then accept.');
  process.exit(1);
}
for (const line of plan.alreadyDone) console.log(`  ✓ ${line}`);
if (plan.removals.length > 0) {
  console.log('Removing baselines no story uses any more:');
  for (const { file, reason } of plan.removals) console.log(`  - ${path.relative(repoRoot, file)} (${reason})`);
}
applyAccept(plan);
// Record the renderer that made the accepted images, so a run on another one says so (or, with
// other fonts or OS, is not compared).
if (plan.copies.length > 0) recordAcceptedRenderer(manifestDir);
for (const { to, storyId, cell } of plan.copies) console.log(`  ✓ accepted ${storyId} ${cell} → ${path.relative(repoRoot, to)}`);
console.log(`visual:accept: ${plan.copies.length} accepted, ${plan.removals.length} removed. Commit the __screenshots__ changes.`);
