// Which Chromium the committed baselines were made with, and a plain note when a run uses another.
// Baselines hold rasterised text and antialiasing, so a different Chromium major (a newer apt
// package on a CI machine) can change pixels no code touched; the note says so up front instead of
// leaving a reviewer to guess from diff images.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '../../../scripts/find-chromium.mjs';
import { repoRoot } from '../shared/index.mjs';

export const recordFile = path.join(repoRoot, 'stories/baseline-browser.json');

/** The major version in a `chromium --version` line (`Chromium 156.0.8078.79 built on …`). */
export function majorOf(versionLine) {
  const match = /(\d+)\.\d+\.\d+/.exec(versionLine ?? '');
  return match ? match[1] : undefined;
}

/** The major version of the Chromium the browser tests use, or undefined when it cannot be told. */
export function runningMajor() {
  const chromium = findChromium();
  if (!chromium) return undefined;
  try {
    return majorOf(execFileSync(chromium.path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }));
  } catch {
    return undefined;
  }
}

/** The major version recorded beside the baselines, or undefined when there is no record. */
export function recordedMajor(file = recordFile) {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')).chromiumMajor;
}

const why =
  'The renderer the screenshot baselines were made with (npm run visual:accept writes it): a run on another OS or ' +
  'other fonts is not compared (tools/visual/compare/renderer.mjs); another Chromium major is compared, with a note.';

const readRecord = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/** Records `major` as the baselines' Chromium (after `visual:accept`), keeping the rest of the record. */
export function recordMajor(major, file = recordFile) {
  writeFileSync(file, `${JSON.stringify({ ...readRecord(file), chromiumMajor: major, why }, null, 2)}\n`);
}

/**
 * The renderer fingerprint recorded beside the baselines (renderer.mjs measures it), or undefined.
 * @returns {{ os: string, browser: string, version: string, major: string, fonts: Record<string, string> } | undefined}
 */
export function recordedRenderer(file = recordFile) {
  return readRecord(file).renderer;
}

/** Records a measured renderer fingerprint (and its major) as the baselines'. */
export function recordRenderer(renderer, file = recordFile) {
  const { os, browser, version, fonts } = renderer;
  const record = { ...readRecord(file), chromiumMajor: renderer.major, renderer: { os, browser, version, fonts }, why };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** Where a run leaves the renderer it measured, beside its manifest (accept records it from there). */
export const runRendererFile = (outDir) => path.join(outDir, 'renderer.json');

/**
 * After `visual:accept`: records the renderer that made the accepted images (the run's
 * renderer.json, so a report made in the container records the container's), else the running major.
 */
export function recordAcceptedRenderer(manifestDir, file = recordFile) {
  const fromRun = runRendererFile(manifestDir);
  if (existsSync(fromRun)) return recordRenderer(JSON.parse(readFileSync(fromRun, 'utf8')), file);
  const major = runningMajor();
  if (major) recordMajor(major, file);
}

/**
 * The note for a run with changed shots made with another Chromium than the baselines,
 * or undefined when the versions agree, are unknown, or nothing changed.
 */
export function browserNote({ changed }, running, recorded) {
  if (changed === 0 || !running || !recorded || running === recorded) return undefined;
  return (
    `visual: the baselines were made with Chromium ${recorded}; this run used Chromium ${running}. ` +
    'Changed text rendering or antialiasing may be the browser, not the code: look at the diffs, and ' +
    `if the browser is the only cause, accept them (npm run visual:accept records Chromium ${running}).`
  );
}
