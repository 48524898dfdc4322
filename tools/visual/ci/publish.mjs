#!/usr/bin/env node
// CI's review outputs from one (merged) report folder:
//   node tools/visual/ci/publish.mjs <report> --single-file FILE [--run-id ID]   the review page as one file, images
//       inlined, for an unzipped artifact (actions/upload-artifact `archive: false`) that opens in the browser
//   node tools/visual/ci/publish.mjs <report> --summary FILE [--review-url URL] [--run-id ID] [--run-url URL]
//       appends the job summary (job-summary.mjs): a row per story with its link and accept command
import { appendFileSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadManifest } from '../accept/index.mjs';
import { markdownSummary } from './job-summary.mjs';
import { needsReview } from '../report/index.mjs';
import { renderReviewPage } from '../review/index.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  strict: true,
  options: { 'single-file': { type: 'string' }, summary: { type: 'string' }, 'review-url': { type: 'string' }, 'run-id': { type: 'string' }, 'run-url': { type: 'string' } },
});
const reportDir = path.resolve(positionals[0] ?? 'reports/visual');
const manifest = loadManifest(reportDir);
if (!manifest) {
  console.error(`visual:publish: no manifest.json in ${reportDir} (did every shard fail before shooting?)`);
  if (values.summary) appendFileSync(values.summary, '### Visual review\n\nNo visual report: the story shards produced no manifest. See their logs.\n');
  process.exit(1);
}
// Empty values (a step output that does not exist) count as absent.
const given = (name) => values[name] || undefined;
// Images inlined as base64 grow by a third; past this the one file is too heavy to open in a browser
// tab, and the zipped artifact (or --run) is the way to review.
const singleFileLimit = 150 * 1024 * 1024;
const imageBytes = ['actual', 'diff', 'baseline']
  .map((dir) => path.join(reportDir, dir))
  .filter(existsSync)
  .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).map((f) => statSync(path.join(f.parentPath, f.name)).size))
  .reduce((a, b) => a + b, 0);
if (values['single-file'] && needsReview(manifest.summary)) {
  if (imageBytes * 1.34 > singleFileLimit) {
    console.log(`visual:publish: ${Math.round(imageBytes / 1048576)} MiB of images: too many for one file; review the visual-review artifact instead`);
  } else {
    // Its accept commands name the run (visual:accept -- --run ID downloads the artifact) when known.
    const reportLabel = given('run-id') ? `--run ${given('run-id')}` : '<downloaded visual-review folder>';
    writeFileSync(values['single-file'], renderReviewPage(manifest, { reportDir, reportLabel, inlineImages: true }));
    console.log(`visual:publish: ${values['single-file']}`);
  }
}
if (values.summary) appendFileSync(values.summary, markdownSummary(manifest, { reviewUrl: given('review-url'), runId: given('run-id'), runUrl: given('run-url') }));
