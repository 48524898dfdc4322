#!/usr/bin/env node
// Time from saving a change to the first useful view of its review: the change is written (2 px of
// padding in Cluster by default), `npm run visual:changed` runs the stories it touches, then
// `npm run visual:review`'s server opens the page in Chromium until its first shot is decoded.
// Puts the file's bytes back afterwards; needs a clean working tree (the change must be the only one).
// Writes the run's report to reports/visual, as a reviewer's run would. No baseline is written
// (changed shots never overwrite baselines). `--watch [--runs N] [--only cluster|space]` times the
// warm review loop instead (./save-to-review-watch.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { loadManifest } from '../tools/visual/accept/index.mjs';
import { startReviewServer } from '../tools/visual/review/index.mjs';

// `--watch`: the same question of the warm loop (npm run visual:watch): ./save-to-review-watch.mjs.
if (process.argv.includes('--watch')) {
  await import('./save-to-review-watch.mjs');
  process.exit(process.exitCode ?? 0);
}

const root = path.resolve(import.meta.dirname, '..');
const file = process.argv[2] ?? 'src/layout/Cluster/Cluster.module.css';
const from = process.argv[3] ?? '  padding: 0;\n  list-style: none;';
const to = process.argv[4] ?? '  padding: 2px;\n  list-style: none;';

const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
if (dirty) throw new Error(`save-to-review: the working tree has other changes, which the changed-only run would count too:\n${dirty}`);
const original = readFileSync(path.join(root, file), 'utf8');
if (!original.includes(from)) throw new Error(`save-to-review: ${file} does not contain ${JSON.stringify(from)}`);
const load = os.loadavg()[0].toFixed(1);
try {
  const saved = performance.now();
  writeFileSync(path.join(root, file), original.replace(from, to));
  const run = spawnSync(process.execPath, [path.join(root, 'tools/visual/changed/changed.mjs')], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '' } });
  const ran = performance.now();
  const manifest = loadManifest(path.join(root, 'reports/visual'));
  if (!manifest) throw new Error(`save-to-review: the run wrote no manifest:\n${(run.stdout + run.stderr).slice(-3000)}`);
  const server = await startReviewServer({ reportDir: path.join(root, 'reports/visual') });
  const browser = await chromium.launch({ executablePath: findChromium()?.path, args: chromiumArgs });
  let viewed;
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(server.url);
    await page.locator('body[data-ready="true"]').waitFor({ timeout: 120_000 });
    viewed = performance.now();
  } finally {
    await browser.close();
    await server.close();
  }
  const s = manifest.summary;
  const files = new Set(manifest.entries.map((e) => e.storyFile)).size;
  console.log(
    `save → first useful view: ${((viewed - saved) / 1000).toFixed(1)} s (stories ${((ran - saved) / 1000).toFixed(1)} s, page ${((viewed - ran) / 1000).toFixed(1)} s); ` +
      `${files} story files, ${s.shots} shots: ${s.changed} changed, ${s.failed ?? 0} not shot; load average ${load} at the start`,
  );
} finally {
  writeFileSync(path.join(root, file), original);
}
