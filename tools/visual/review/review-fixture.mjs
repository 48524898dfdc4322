// A small synthetic visual report for the review page's tests and bench: real PNGs (and, asked for,
// spoken records' texts) and a manifest shaped exactly as a run writes them (report.mjs,
// capture/spoken.mjs), without running Storybook.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { comparePng, hashOf, lineDiff, paintedPng, pngSize } from '../compare/index.mjs';
import { summarise } from '../report/index.mjs';
import { renderReviewPage } from './review-page.mjs';

const white = [255, 255, 255];
/** A card: a dark bar `top` px down, `height` tall; `dot` changes one row of 5 pixels by one level. */
const card = (width, height, { dot = false, bar = [40, 40, 40], top = 20 } = {}) =>
  paintedPng(width, height, (x, y) => {
    if (dot && y === 30 && x >= 200 && x < 205) return [254, 255, 255];
    if (y >= top && y < top + 10 && x >= 20 && x < width - 20) return bar;
    return white;
  });

/**
 * A spoken record's text, as capture/spoken.mjs writes it (docs/spoken-review-model.md).
 * @param {string} storyId
 * @param {string} cell
 * @param {{ play?: string[], read: string[] }} heard
 */
export const spokenText = (storyId, cell, { play = [], read }) =>
  [`${storyId} · ${cell.replace(/^spoken-/, '')} · en`, 'heard during the play:', ...(play.length ? play : ['(nothing)']).map((p) => `  ${p}`), 'heard reading the story from start to end:', ...read.map((p) => `  ${p}`), ''].join('\n');

/**
 * Writes baselines under `root/stories/…` and a report under `root/reports/visual`; returns the
 * report folder and the manifest. `extraStories`: stories of four changed shots each to add, spread
 * over `components` components (for the bench). `spoken`: spoken records too — Cluster's changed
 * beside its changed shots, a Stack story's changed while its pixels did not move, Box's new, one of
 * Stack's to remove and one unchanged.
 * @param {string} root
 * @param {{ extraStories?: number, components?: number, spoken?: boolean }} [options]
 */
export function writeSyntheticReport(root, { extraStories = 0, components = 20, spoken = false } = {}) {
  const outDir = 'reports/visual';
  const reportDir = path.join(root, outDir);
  const put = (rel, bytes) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), bytes);
    return rel;
  };
  const entries = [];
  const compared = new Map();
  const compare = (before, after) => {
    const key = `${hashOf(before)} ${hashOf(after)}`;
    if (!compared.has(key)) compared.set(key, comparePng(before, after));
    return compared.get(key);
  };
  const shot = (component, storyId, cell, before, after) => {
    const baselineDir = `stories/layout/__screenshots__/${component}`;
    const baseline = `${baselineDir}/${storyId}.${cell}.png`;
    const common = { storyId, cell, storyFile: `stories/layout/${component}.stories.tsx`, baselineDir, baseline, allowedCells: [cell], switchMs: 1, shotMs: 1, compareMs: 1 };
    if (!before) {
      put(baseline, after);
      entries.push({ ...common, status: 'new', actual: put(`${outDir}/actual/${baseline}`, after), diff: null, diffRatio: 0, oldHash: null, newHash: hashOf(after), size: { baseline: null, actual: pngSize(after) } });
      return;
    }
    put(baseline, before);
    put(`${outDir}/baseline/${baseline}`, before);
    const result = compare(before, after);
    entries.push({
      ...common, status: 'changed', actual: put(`${outDir}/actual/${baseline}`, after), diff: put(`${outDir}/diff/${baseline}`, result.diff),
      diffRatio: result.ratio, oldHash: hashOf(before), newHash: hashOf(after), size: { baseline: pngSize(before), actual: pngSize(after) }, regions: result.regions,
    });
  };
  // Cluster: 2 px more padding makes it 4 px taller (74 → 78) in one cell, a colour change in another.
  shot('Cluster', 'layout-cluster--default', 'light-rtl-mobile', card(360, 74), card(360, 78, { top: 22 }));
  shot('Cluster', 'layout-cluster--default', 'dark-rtl-desktop', card(1280, 74), card(1280, 74, { bar: [60, 40, 40] }));
  // Stack: five pixels, one level each — the change a scaled-down diff hides.
  shot('Stack', 'layout-stack--playground', 'light-ltr-desktop', card(1280, 800), card(1280, 800, { dot: true }));
  // Text: the words changed (other glyphs in the same place): neither a move nor a recolouring.
  const glyphs = (period) => paintedPng(360, 74, (x, y) => (y >= 20 && y < 30 && x >= 20 && x < 200 && x % period === 0 ? [40, 40, 40] : white));
  shot('Text', 'layout-text--hint', 'light-ltr-desktop', glyphs(4), glyphs(3));
  // Box: a new story.
  shot('Box', 'layout-box--padded', 'dark-ltr-mobile', null, card(360, 120));
  // Cover: its play failed, so it was not shot.
  for (const cell of ['light-ltr-desktop', 'dark-rtl-desktop']) {
    entries.push({ storyId: 'layout-cover--broken', cell, storyFile: 'stories/layout/Cover.stories.tsx', baselineDir: 'stories/layout/__screenshots__/Cover', status: 'skipped', allowedCells: [cell], failure: 'TestingLibraryElementError: Unable to find an element with the role "button"' });
  }
  const [extraBefore, extraAfter] = [card(360, 74), card(360, 74, { bar: [40, 40, 41] })];
  for (let i = 0; i < extraStories; i++) {
    const component = `Synthetic${i % components}`;
    for (const cell of ['light-ltr-desktop', 'light-rtl-mobile', 'dark-ltr-mobile', 'dark-rtl-desktop']) {
      shot(component, `scale-${component.toLowerCase()}--s-${i}`, cell, extraBefore, extraAfter);
    }
  }
  const orphanFile = put('stories/layout/__screenshots__/Gone/layout-gone--old.light-ltr-desktop.png', card(360, 74));
  put(`${outDir}/baseline/${orphanFile}`, card(360, 74));
  const orphans = [{ storyId: 'layout-gone--old', cell: 'light-ltr-desktop', baseline: orphanFile, hash: hashOf(card(360, 74)), reason: 'story file Gone.stories.* no longer exists' }];
  if (spoken) writeSpokenRecords({ put, entries, orphans, outDir });
  const manifest = { version: 1, generatedAt: '2026-11-25T12:00:00.000Z', outDir, shard: null, summary: summarise(entries, orphans, false), entries, orphans };
  writeFileSync(path.join(reportDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(reportDir, 'index.html'), renderReviewPage(manifest, { reportDir, reportLabel: outDir }));
  return { reportDir, manifest };
}

/** The spoken records of the synthetic report (see writeSyntheticReport). */
function writeSpokenRecords({ put, entries, orphans, outDir }) {
  const record = (component, storyId, cell, before, after) => {
    const baselineDir = `stories/layout/__screenshots__/${component}`;
    const baseline = `${baselineDir}/${storyId}.${cell}.txt`;
    const common = { storyId, cell, medium: 'spoken', storyFile: `stories/layout/${component}.stories.tsx`, baselineDir, baseline, diff: null, diffRatio: 0, allowedCells: component === 'Stack' ? [cell] : ['spoken-ltr', 'spoken-rtl'], switchMs: 0, shotMs: 300, compareMs: 1 };
    const [old, now] = [before && Buffer.from(before), Buffer.from(after)];
    if (!old) {
      put(baseline, now);
      entries.push({ ...common, status: 'new', actual: put(`${outDir}/actual/${baseline}`, now), oldHash: null, newHash: hashOf(now) });
      return;
    }
    put(baseline, old);
    if (old.equals(now)) {
      entries.push({ ...common, status: 'unchanged', actual: null, oldHash: hashOf(old), newHash: hashOf(now) });
      return;
    }
    put(`${outDir}/baseline/${baseline}`, old);
    const { removed, added } = lineDiff(before, after);
    entries.push({ ...common, status: 'changed', actual: put(`${outDir}/actual/${baseline}`, now), oldHash: hashOf(old), newHash: hashOf(now), lines: { removed, added } });
  };
  // Cluster: a button's name changed with its text kept (its pixels moved too, for other reasons).
  const cluster = (name) => spokenText('layout-cluster--default', 'spoken-ltr', { read: ['list, 3 items', 'button, Save', `button, ${name}`, 'button, Cancel', 'end of list'] });
  record('Cluster', 'layout-cluster--default', 'spoken-ltr', cluster('Share'), cluster('Share talk'));
  // Stack: an announcement said twice, in a long record (the diff shows it with its context only);
  // none of this story's pixels moved.
  const items = Array.from({ length: 14 }, (_, i) => `listitem, Talk ${i + 1}`);
  const announces = (play) => spokenText('layout-stack--announces', 'spoken-ltr', { play, read: ['heading, level 2, Talks', ...items, 'button, Load more'] });
  record('Stack', 'layout-stack--announces', 'spoken-ltr', announces(['button, Load more', 'status, 14 talks loaded']), announces(['button, Load more', 'status, 14 talks loaded', 'status, 14 talks loaded']));
  // Box: a new story's record.
  record('Box', 'layout-box--padded', 'spoken-ltr', null, spokenText('layout-box--padded', 'spoken-ltr', { read: ['group, Padded box', 'Content'] }));
  // Stack: the playground's record unchanged, its right-to-left one no longer made (Stack's stories pin their direction).
  const playground = spokenText('layout-stack--playground', 'spoken-ltr', { read: ['First', 'Second'] });
  record('Stack', 'layout-stack--playground', 'spoken-ltr', playground, playground);
  const lost = spokenText('layout-stack--playground', 'spoken-rtl', { read: ['First', 'Second'] });
  const lostFile = put('stories/layout/__screenshots__/Stack/layout-stack--playground.spoken-rtl.txt', Buffer.from(lost));
  put(`${outDir}/baseline/${lostFile}`, Buffer.from(lost));
  orphans.push({ storyId: 'layout-stack--playground', cell: 'spoken-rtl', baseline: lostFile, hash: hashOf(Buffer.from(lost)), reason: 'story layout-stack--playground is no longer recorded in spoken-rtl' });
}
