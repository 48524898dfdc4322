#!/usr/bin/env node
// The story coverage figures docs/storybook-ui.md quotes, written by the run that measures them:
// `npm run test:coverage` runs this after Vitest, which leaves reports/coverage/coverage-summary.json
// (the json-summary reporter, vite.config.ts). The sentence between the markers names the commit
// and how far each figure sits above its threshold (`coverageThresholds` in vite.config.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { replaceBetweenMarkers } from '../reliability/table.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const coverageMarkers = ['<!-- coverage-figures:start (npm run test:coverage writes it) -->', '<!-- coverage-figures:end -->'];
const kinds = ['statements', 'branches', 'functions', 'lines'];

/** The thresholds from vite.config.ts's text (`const coverageThresholds = { statements: 44, … }`). */
export function thresholdsIn(config) {
  const found = config.match(/coverageThresholds\s*=\s*\{([^}]*)\}/)?.[1];
  const thresholds = Object.fromEntries(kinds.map((kind) => [kind, Number(found?.match(new RegExp(`${kind}:\\s*([\\d.]+)`))?.[1])]));
  if (kinds.some((kind) => Number.isNaN(thresholds[kind]))) throw new Error('vite.config.ts: no `coverageThresholds = { statements, branches, functions, lines }` found');
  return thresholds;
}

/**
 * The sentence for docs/storybook-ui.md.
 * @param {{ total: Record<string, { pct: number }> }} summary coverage-summary.json
 * @param {Record<string, number>} thresholds
 * @param {string} commit what the run measured (`58f3ce4`, or `58f3ce4 with local changes`)
 */
export function coverageSentence(summary, thresholds, commit) {
  const pct = (kind) => {
    const value = summary.total?.[kind]?.pct;
    if (typeof value !== 'number') throw new Error(`coverage-summary.json has no total ${kind} figure`);
    return value;
  };
  const figures = kinds.map((kind) => `${pct(kind).toFixed(2)} % ${kind}`).join(', ');
  const margins = kinds.map((kind) => (pct(kind) - thresholds[kind]).toFixed(2)).join(' / ');
  return `The last \`npm run test:coverage\` here (on ${commit}): **${figures}**; ${margins} points above the thresholds.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const summary = JSON.parse(readFileSync(path.join(root, 'reports/coverage/coverage-summary.json'), 'utf8'));
  const thresholds = thresholdsIn(readFileSync(path.join(root, 'vite.config.ts'), 'utf8'));
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  let commit = 'a checkout without git';
  try {
    commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'src', 'stories', '.storybook') ? ' with local changes' : ''}`;
  } catch {
    // Not a git checkout (an unpacked archive): the figures still stand.
  }
  const file = path.join(root, 'docs/storybook-ui.md');
  const current = readFileSync(file, 'utf8');
  const next = replaceBetweenMarkers(current, coverageSentence(summary, thresholds, commit), coverageMarkers);
  if (next !== current) {
    writeFileSync(file, next);
    console.log('docs/storybook-ui.md: the coverage figures written from this run (commit it).');
  }
}
