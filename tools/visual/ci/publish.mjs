#!/usr/bin/env node
// CI's review outputs from one (merged) report folder:
//   node tools/visual/ci/publish.mjs <report> --single-file FILE [--run-id ID]   the review page as one file, images
//       inlined, for an unzipped artifact (actions/upload-artifact `archive: false`) that opens in the browser;
//       in parts FILE, FILE-2, … (up to 4) when one would be too heavy for a browser tab (./review-parts.mjs)
//   node tools/visual/ci/publish.mjs <report> --summary FILE [--review-url URL …] [--run-id ID] [--run-url URL]
//       appends the job summary (job-summary.mjs): a row per story with its link and accept command
//       (one --review-url per part of the page, in order; --artifact NAME: the artifact the accept
//       command names when there is no --run-id, default visual-review; --title TEXT: the heading, default Visual review)
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadManifest } from '../accept/index.mjs';
import { markdownSummary } from './job-summary.mjs';
import { needsReview } from '../report/index.mjs';
import { renderReviewPage } from '../review/index.mjs';
import { maxParts, partFile, partManifest, splitStories } from './review-parts.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  strict: true,
  options: {
    'single-file': { type: 'string' },
    summary: { type: 'string' },
    'review-url': { type: 'string', multiple: true },
    'run-id': { type: 'string' },
    'run-url': { type: 'string' },
    artifact: { type: 'string' },
    title: { type: 'string' },
  },
});
const reportDir = path.resolve(positionals[0] ?? 'reports/visual');
const manifest = loadManifest(reportDir);
if (!manifest) {
  console.error(`visual:publish: no manifest.json in ${reportDir} (did every shard fail before shooting?)`);
  if (values.summary) appendFileSync(values.summary, `### ${values.title || 'Visual review'}\n\nNo visual report: the story shards produced no manifest. See their logs.\n`);
  process.exit(1);
}
// Empty values (a step output that does not exist) count as absent.
const given = (name) => values[name] || undefined;
// GW_VISUAL_PART_LIMIT (bytes): a smaller limit, for the tests of the split.
const parts = splitStories(manifest, reportDir, Number(process.env.GW_VISUAL_PART_LIMIT) || undefined);
if (values['single-file'] && needsReview(manifest.summary)) {
  if (parts.length > maxParts) {
    console.log(`visual:publish: ${parts.length} parts of the one-file page needed, more than the ${maxParts} CI uploads; review the visual-review artifact instead`);
  } else {
    // Its accept commands name the run (visual:accept -- --run ID downloads the artifact) when known.
    const reportLabel = given('run-id') ? `--run ${given('run-id')}` : '<downloaded visual-review folder>';
    // No story with images (every shot not compared, say) is still one page: its banner says why.
    const pageParts = parts.length > 0 ? parts : [[]];
    const files = pageParts.map((_, index) => partFile(values['single-file'], index));
    for (const [index, storyIds] of pageParts.entries()) {
      const [shown, inParts] = parts.length > 1 ? [partManifest(manifest, storyIds), { index, files: files.map((file) => path.basename(file)) }] : [manifest, undefined];
      writeFileSync(files[index], renderReviewPage(shown, { reportDir, reportLabel, inlineImages: true, parts: inParts }));
      console.log(`visual:publish: ${files[index]}${inParts ? ` (part ${index + 1} of ${parts.length}: ${storyIds.length} stories)` : ''}`);
    }
  }
}
if (values.summary) {
  // One --review-url per part, in order; an empty one (a part that was not uploaded) counts as absent,
  // in its place, so the other parts keep theirs.
  const urls = (values['review-url'] ?? []).map((url) => url || undefined);
  const uploaded = parts.length <= maxParts;
  const partUrls = parts.length > 1 && uploaded ? parts.map((storyIds, index) => [urls[index], storyIds]) : undefined;
  appendFileSync(
    values.summary,
    markdownSummary(manifest, { reviewUrl: uploaded ? urls[0] : undefined, partUrls, partsNeeded: parts.length, maxParts, runId: given('run-id'), runUrl: given('run-url'), artifact: given('artifact'), title: given('title') }),
  );
}
