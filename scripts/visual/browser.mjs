// Which Chromium the committed baselines were made with, and a plain note when a run uses another.
// Baselines hold rasterised text and antialiasing, so a different Chromium major (a newer apt
// package on a CI machine) can change pixels no code touched; the note says so up front instead of
// leaving a reviewer to guess from diff images.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '../find-chromium.mjs';
import { repoRoot } from './paths.mjs';

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

/** Records `major` as the baselines' Chromium (after `visual:accept`). */
export function recordMajor(major, file = recordFile) {
  const reason = 'The Chromium major version the screenshot baselines were made with (npm run visual:accept writes it).';
  writeFileSync(file, `${JSON.stringify({ chromiumMajor: major, why: reason }, null, 2)}\n`);
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
