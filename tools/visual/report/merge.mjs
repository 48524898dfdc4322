#!/usr/bin/env node
// `npm run visual:merge -- <shard dirs…> [--out reports/visual] [--summary file.md] [--same-as-baselines]`
// Merges the visual reports of a sharded story run (`npm run test:stories -- --shard=i/n`, one
// folder per shard) into one manifest and one review page; `npm run visual:accept -- <out>` then
// accepts from it with the usual hash checks. Refuses parts that are not every shard of one run.
//   --summary FILE         appends a one-screen Markdown summary (CI: "$GITHUB_STEP_SUMMARY")
//   --same-as-baselines    fails unless the shots' and spoken records' (story, cell, hash) equal the committed baselines'
//   --defaults-shot        fails unless every layout primitive's documented default is rendered in a shot (defaults-shot.mjs)
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkDefaultsShot, primitiveDefaults } from '../capture/index.mjs';
import { markdownSummary } from '../ci/index.mjs';
import { differencesFromBaselines, mergeShards } from './merge-shards.mjs';
import { relative, repoRoot } from '../shared/index.mjs';
import { countsText, writeReport } from './report.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'reports/visual' },
    summary: { type: 'string' },
    'same-as-baselines': { type: 'boolean', default: false },
    'defaults-shot': { type: 'boolean', default: false },
  },
});

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const parts = positionals.map((dir) => {
  const abs = path.resolve(dir);
  const file = path.join(abs, 'manifest.json');
  if (!existsSync(file)) fail(`visual:merge: ${dir} has no manifest.json (a shard that shot nothing, or not a shard folder)`);
  return { dir: abs, manifest: JSON.parse(readFileSync(file, 'utf8')) };
});

const outAbs = path.resolve(values.out);
const outDir = relative(outAbs);
if (parts.some((p) => p.dir === outAbs)) fail(`visual:merge: the output folder ${outDir} is one of the shards`);

let merged;
try {
  merged = mergeShards(parts, { outDir });
} catch (error) {
  fail(error.message);
}
const { manifest, copies } = merged;

// A fresh folder: images of an earlier merge must not look like this run's.
for (const sub of ['actual', 'diff', 'baseline', 'manifest.json', 'index.html', 'renderer.json']) rmSync(path.join(outAbs, sub), { recursive: true, force: true });
for (const { from, to } of copies) {
  if (!existsSync(from)) fail(`visual:merge: ${from} is listed in its shard's manifest but missing`);
  mkdirSync(path.dirname(path.join(repoRoot, to)), { recursive: true });
  copyFileSync(from, path.join(repoRoot, to));
}
const report = writeReport(outAbs, manifest);
// The renderer the shards ran on, for visual:accept to record with the baselines. Shards of one CI
// run share an image; if they ever disagree, the review says so rather than picking one silently.
const renderers = [...new Set(parts.map((p) => path.join(p.dir, 'renderer.json')).filter(existsSync).map((file) => readFileSync(file, 'utf8')))];
if (renderers.length > 1) fail(`visual:merge: the shards ran on different renderers:\n${renderers.join('\n')}`);
if (renderers.length === 1) writeFileSync(path.join(outAbs, 'renderer.json'), renderers[0]);

const s = manifest.summary;
console.log(`visual:merge: ${parts.length} part${parts.length === 1 ? '' : 's'} → ${s.shots} shots: ${countsText(s)}`);
console.log(`visual:merge: manifest ${outDir}/manifest.json${report ? `, review page ${relative(report)}` : ''}`);
if (values.summary) appendFileSync(values.summary, markdownSummary(manifest));

if (values['same-as-baselines']) {
  const differences = differencesFromBaselines(manifest, repoRoot);
  if (differences.length > 0) {
    fail(`visual:merge: the shards' shots differ from the committed baselines (${differences.length}):\n  ${differences.slice(0, 20).join('\n  ')}`);
  }
  const spoken = s.spoken?.records ? ` and ${s.spoken.records} spoken records` : '';
  console.log(`visual:merge: the merged (story, cell, hash) set equals the ${s.shots} committed shots${spoken}, byte for byte`);
}

if (values['defaults-shot']) {
  const { problems, checked } = checkDefaultsShot(manifest, primitiveDefaults());
  if (problems.length > 0) {
    fail(`visual:merge: ${problems.length} documented ${problems.length === 1 ? 'default is' : 'defaults are'} in no shot, so a change to them would change no baseline:\n  ${problems.join('\n  ')}\nAdd a story that renders the primitive without those props (\`Defaults\` in its stories file).`);
  }
  console.log(`visual:merge: each of the ${checked} documented defaults of the layout primitives is rendered in at least one shot`);
}
