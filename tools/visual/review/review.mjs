#!/usr/bin/env node
// `npm run visual:review [-- [report-folder] [--port N]]`: serves a visual report's review page on
// 127.0.0.1, with accept and reject (tools/visual/review/review-server.mjs). The folder: the last run's
// reports/visual by default, a merged shard folder, or a downloaded CI artifact.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadManifest } from '../accept/index.mjs';
import { defaultOutDir, readCommandLine, relative } from '../shared/index.mjs';
import { startReviewServer } from './review-server.mjs';
import { reportOfRun } from '../ci/index.mjs';

const usage = `Usage: npm run visual:review -- [report-folder | --run ID] [--port N] [--story ID | --shot ID.CELL]

Serves the review page of a visual report on http://127.0.0.1 (port 6008 unless --port; 0 picks a
free one): changed shots grouped by component, filters, search, keyboard review, zoom, outlines,
magnifier, strobe and onion skin, spoken records (what a screen reader says) as line diffs, and
accept / reject (hash-checked, as npm run visual:accept).
report-folder: reports/visual by default; a merged shard folder or a downloaded CI artifact works too.
  --run ID                      a CI run's visual-review artifact (downloaded once with gh)
  --story ID / --shot ID.CELL   open the page at that story or shot (or spoken record: ID.spoken-ltr)
  -h, --help                    this text`;

const args = readCommandLine('visual:review', usage, () => {
  const parsed = parseArgs({ allowPositionals: true, strict: true, options: { port: { type: 'string', default: '6008' }, story: { type: 'string' }, shot: { type: 'string' }, run: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (parsed.positionals.length > 1) throw new Error(`one report folder at most, got ${parsed.positionals.join(', ')}`);
  if (!/^\d+$/.test(parsed.values.port)) throw new Error(`--port ${parsed.values.port}: expected a number`);
  return parsed;
});
let manifest;
let reportDir;
try {
  reportDir = args.values.run ? reportOfRun(args.values.run) : path.resolve(args.positionals[0] ?? defaultOutDir);
  manifest = loadManifest(reportDir);
} catch (error) {
  console.error(`visual:review: ${error.message}`);
  process.exit(1);
}
if (!manifest) {
  const shards = existsSync(reportDir) ? readdirSync(reportDir).filter((name) => existsSync(path.join(reportDir, name, 'manifest.json'))) : [];
  if (shards.length > 0) {
    console.error(`visual:review: ${relative(reportDir)} holds shard folders (${shards.join(', ')}); merge them first:\n  npm run visual:merge -- ${shards.map((s) => path.join(relative(reportDir), s)).join(' ')} --out ${relative(reportDir)}/merged && npm run visual:review -- ${relative(reportDir)}/merged`);
  } else console.error(`visual:review: no manifest.json in ${relative(reportDir) || reportDir}. Run the story tests first (npm test, or npx vitest run --project storybook <file>).`);
  process.exit(1);
}
const { url } = await startReviewServer({ reportDir, port: Number(args.values.port) });
const place = args.values.shot ? `#shot=${encodeURIComponent(args.values.shot)}` : args.values.story ? `#story=${encodeURIComponent(args.values.story)}` : '';
const s = manifest.summary;
const notShot = new Set(manifest.entries.filter((e) => e.status === 'skipped' && !e.notCompared).map((e) => e.storyId)).size;
const notCompared = manifest.entries.filter((e) => e.notCompared).length;
if (notCompared > 0) console.log(`visual:review: ${notCompared} shots were NOT compared (${(manifest.notComparedReason ?? 'another renderer').replace(/^visual: /, '')}) — the page says so first`);
const spoken = s.spoken?.records || s.spoken?.orphans ? `; spoken records: ${s.spoken.changed} changed, ${s.spoken.new} new, ${s.spoken.missing} missing, ${s.spoken.orphans} to remove` : '';
console.log(`visual:review: ${s.changed} changed, ${s.new} new, ${s.missing} missing, ${s.orphans - (s.spoken?.orphans ?? 0)} to remove, ${notShot} ${notShot === 1 ? 'story' : 'stories'} not shot${spoken} — ${relative(reportDir)}`);
console.log(`  ${url}${place}`);
console.log('  (Ctrl+C to stop; accepting writes the baselines under stories/ — commit them afterwards)');
