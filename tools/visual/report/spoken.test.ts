// @vitest-environment node
// Spoken records (what a screen reader says, `.txt` beside the shots) in a run's report: counted
// apart from the shots, a change of one alone needs the review page, and the report folder carries
// the baseline text it shows, as it carries a changed shot's baseline image.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashOf } from '../compare/index.mjs';
import { relative, repoRoot } from '../shared/index.mjs';
import { countsText, needsReview, summarise, writeReport } from './report.mjs';

const entry = (storyId: string, cell: string, status: string, extra: object = {}) => ({
  storyId, cell, status, switchMs: 10, shotMs: 100, compareMs: 10, oldHash: 'a', newHash: status === 'unchanged' ? 'a' : 'b', ...extra,
});
const spoken = (storyId: string, cell: string, status: string, extra: object = {}) => entry(storyId, cell, status, { medium: 'spoken', switchMs: 0, shotMs: 400, compareMs: 1, ...extra });

describe('a run’s counts', () => {
  const entries = [
    entry('x--a', 'light-ltr-desktop', 'unchanged'),
    entry('x--a', 'dark-rtl-desktop', 'changed'),
    spoken('x--a', 'spoken-ltr', 'unchanged'),
    spoken('x--a', 'spoken-rtl', 'changed'),
    spoken('x--b', 'spoken-ltr', 'new'),
    spoken('x--c', 'spoken-ltr', 'missing'),
    spoken('x--d', 'spoken-ltr', 'skipped', { failure: 'Error: play failed' }),
  ];
  const orphans = [{ storyId: 'x--gone', cell: 'spoken-rtl', baseline: 'x.txt' }, { storyId: 'x--gone', cell: 'light-ltr-desktop', baseline: 'x.png' }];

  it('counts spoken records apart: shots keep meaning pictures', () => {
    const summary = summarise(entries, orphans, false);
    expect(summary).toMatchObject({ shots: 2, unchanged: 1, changed: 1, new: 0, missing: 0, skipped: 0, byteIdentical: 1, orphans: 2, seconds: 0.2, msPerShot: 120 });
    expect(summary.spoken).toEqual({ records: 4, unchanged: 1, changed: 1, new: 1, missing: 1, skipped: 1, orphans: 1, seconds: 1.6 });
    // A story that failed before its record is a failed story, whatever it would have recorded.
    expect(summary.failed).toBe(1);
  });

  it('says the spoken counts in the line a run ends with', () => {
    expect(countsText(summarise(entries, orphans, false))).toBe(
      '1 unchanged (1 byte-identical), 1 changed, 0 new, 0 missing, 2 orphaned baselines (1 of them spoken records); ' +
        '4 spoken records in 1.6 s — 1 unchanged, 1 changed, 1 new, 1 missing, 1 not recorded (their story failed)',
    );
    // A run without spoken records says what it always said.
    expect(countsText(summarise([entry('x--a', 'light-ltr-desktop', 'unchanged')], [], false))).toBe('1 unchanged (1 byte-identical), 0 changed, 0 new, 0 missing, 0 orphaned baselines');
  });

  it('needs the review page for a change of what is spoken alone, and not for unchanged records', () => {
    const quiet = [entry('x--a', 'light-ltr-desktop', 'unchanged'), spoken('x--a', 'spoken-ltr', 'unchanged')];
    expect(needsReview(summarise(quiet, [], false))).toBe(false);
    for (const status of ['changed', 'new', 'missing']) {
      expect(needsReview(summarise([entry('x--a', 'light-ltr-desktop', 'unchanged'), spoken('x--a', 'spoken-ltr', status)], [], false)), status).toBe(true);
    }
    // A manifest written before spoken records has no `spoken` counts.
    const old: Partial<ReturnType<typeof summarise>> = summarise(quiet, [], false);
    delete old.spoken;
    expect(needsReview(old)).toBe(false);
  });
});

describe('the report folder of a spoken change', () => {
  // writeReport copies baselines from the repository: a throwaway folder under reports/ stands for it.
  let dir: string;
  beforeEach(() => {
    mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
    dir = mkdtempSync(path.join(repoRoot, 'reports', 'visual-spoken-report-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies the changed record’s baseline text into baseline/ and writes the page, as for a changed shot', () => {
    const baseline = `${relative(dir)}/stories/__screenshots__/X/x--a.spoken-ltr.txt`;
    const before = 'x--a · ltr · en\nheard during the play:\n  (nothing)\nheard reading the story from start to end:\n  button, Save\n';
    const after = before.replace('Save', 'Submit');
    mkdirSync(path.dirname(path.join(repoRoot, baseline)), { recursive: true });
    writeFileSync(path.join(repoRoot, baseline), before);
    const outDir = path.join(dir, 'out');
    const actual = `${relative(outDir)}/actual/${baseline}`;
    mkdirSync(path.dirname(path.join(repoRoot, actual)), { recursive: true });
    writeFileSync(path.join(repoRoot, actual), after);
    const entries = [
      spoken('x--a', 'spoken-ltr', 'changed', { baseline, actual, diff: null, oldHash: hashOf(Buffer.from(before)), newHash: hashOf(Buffer.from(after)), storyFile: null, baselineDir: path.posix.dirname(baseline), allowedCells: ['spoken-ltr'], lines: { removed: 1, added: 1 } }),
    ];
    const manifest = { version: 1, outDir: relative(outDir), shard: null, summary: summarise(entries, [], false), entries, orphans: [] };
    const report = writeReport(outDir, manifest);
    expect(report).toBe(path.join(outDir, 'index.html'));
    expect(readFileSync(path.join(outDir, 'baseline', baseline), 'utf8')).toBe(before);
    expect(existsSync(path.join(outDir, 'manifest.json'))).toBe(true);
  });
});
