// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashOf } from '../compare/index.mjs';
import { repoRoot, runRecords } from '../shared/index.mjs';
import { recordSpoken } from './spoken.mjs';

const record = (lines: string[]) => `x--story · ltr · en\nheard during the play:\n  (nothing)\nheard reading the story from start to end:\n${lines.map((l) => `  ${l}\n`).join('')}`;
const first = record(['heading, Title, level 2', 'button, Save']);

let dir: string;
let baselineDir: string;
let outDir: string;
let ci: string | undefined;
const request = (text: string, extra: Record<string, unknown> = {}) => ({
  storyId: 'x--story',
  cell: 'spoken-ltr',
  text,
  storyFile: null,
  baselineDir,
  allowedCells: ['spoken-ltr', 'spoken-rtl'],
  readMs: 12.34,
  ...extra,
});
const entriesOf = () => runRecords().filter((r: { outDir: string }) => r.outDir === outDir);
const repoPath = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

beforeEach(() => {
  mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
  dir = mkdtempSync(path.join(repoRoot, 'reports', 'spoken-unit-'));
  baselineDir = path.join(dir, 'baselines');
  outDir = path.join(dir, 'out');
  ci = process.env.CI;
  delete process.env.CI;
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  if (ci === undefined) delete process.env.CI;
  else process.env.CI = ci;
});

describe('a spoken record', () => {
  const baselineFile = () => path.join(baselineDir, 'x--story.spoken-ltr.txt');
  const actualFile = () => path.join(outDir, 'actual', repoPath(baselineFile()));

  it('without a baseline, writes it (status new) and records the contract entry', () => {
    const result = recordSpoken(request(first), { outDir });
    expect(result).toEqual({ status: 'new', baseline: repoPath(baselineFile()), actual: repoPath(actualFile()), lines: undefined });
    expect(readFileSync(baselineFile(), 'utf8')).toBe(first);
    expect(readFileSync(actualFile(), 'utf8')).toBe(first);
    const [entry, ...more] = entriesOf();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      storyId: 'x--story',
      cell: 'spoken-ltr',
      medium: 'spoken',
      storyFile: null,
      baselineDir: repoPath(baselineDir),
      baseline: repoPath(baselineFile()),
      actual: repoPath(actualFile()),
      diff: null,
      status: 'new',
      diffRatio: 0,
      oldHash: null,
      newHash: hashOf(Buffer.from(first)),
      allowedCells: ['spoken-ltr', 'spoken-rtl'],
      switchMs: 0,
      shotMs: 12.3,
      outDir,
    });
    expect(entry).not.toHaveProperty('lines');
  });

  it('with the same bytes, is unchanged and writes nothing', () => {
    recordSpoken(request(first), { outDir });
    rmSync(path.join(outDir, 'actual'), { recursive: true });
    expect(recordSpoken(request(first), { outDir })).toMatchObject({ status: 'unchanged', actual: null });
    expect(existsSync(actualFile())).toBe(false);
    expect(entriesOf().at(-1)).toMatchObject({ status: 'unchanged', actual: null, oldHash: hashOf(Buffer.from(first)), newHash: hashOf(Buffer.from(first)) });
  });

  it('with other bytes, is changed: the actual text beside the run, the baseline kept, the lines counted', () => {
    recordSpoken(request(first), { outDir });
    const second = record(['heading, Title, level 2', 'button, Save changes', 'polite: Saved']);
    const result = recordSpoken(request(second), { outDir });
    expect(result).toEqual({ status: 'changed', baseline: repoPath(baselineFile()), actual: repoPath(actualFile()), lines: { removed: 1, added: 2 } });
    expect(readFileSync(actualFile(), 'utf8')).toBe(second);
    expect(readFileSync(baselineFile(), 'utf8')).toBe(first);
    expect(entriesOf().at(-1)).toMatchObject({ status: 'changed', lines: { removed: 1, added: 2 }, oldHash: hashOf(Buffer.from(first)), newHash: hashOf(Buffer.from(second)) });
  });

  it('is changed by a byte alone (a trailing space)', () => {
    recordSpoken(request(first), { outDir });
    expect(recordSpoken(request(first.replace('Save\n', 'Save \n')), { outDir })).toMatchObject({ status: 'changed', lines: { removed: 1, added: 1 } });
  });

  it('under CI without a baseline, is missing: the actual text only, no baseline written', () => {
    process.env.CI = 'true';
    // A baseline folder of the repository outside reports/, as the stories' are (this one is removed after).
    const outside = path.join(repoRoot, 'node_modules', '.cache', `spoken-unit-${path.basename(dir)}`);
    try {
      const result = recordSpoken(request(first, { baselineDir: outside }), { outDir });
      expect(result.status).toBe('missing');
      expect(existsSync(path.join(outside, 'x--story.spoken-ltr.txt'))).toBe(false);
      expect(readFileSync(path.join(outDir, 'actual', repoPath(path.join(outside, 'x--story.spoken-ltr.txt'))), 'utf8')).toBe(first);
      expect(entriesOf().at(-1)).toMatchObject({ status: 'missing', oldHash: null });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('under CI, still writes a self-test\'s throwaway baseline under reports/', () => {
    process.env.CI = 'true';
    expect(recordSpoken(request(first), { outDir }).status).toBe('new');
    expect(existsSync(baselineFile())).toBe(true);
  });

  it('of a story file, lives beside its shots', () => {
    const storyFile = path.join(dir, 'stories', 'layout', 'Stack.stories.tsx');
    const result = recordSpoken(request(first, { baselineDir: undefined, storyFile, storyId: 'layout-stack--playground' }), { outDir });
    expect(result.baseline).toBe(repoPath(path.join(dir, 'stories', 'layout', '__screenshots__', 'Stack', 'layout-stack--playground.spoken-ltr.txt')));
    expect(entriesOf().at(-1)).toMatchObject({ storyFile: repoPath(storyFile) });
  });

  it('of a story that failed, claims its baseline as skipped and compares nothing', () => {
    const result = recordSpoken(request(first, { text: undefined, skipped: true, failure: 'play threw' }), { outDir });
    expect(result).toEqual({ status: 'skipped', baseline: repoPath(baselineFile()), actual: null, lines: undefined });
    expect(existsSync(baselineFile())).toBe(false);
    expect(entriesOf().at(-1)).toMatchObject({ medium: 'spoken', status: 'skipped', allowedCells: ['spoken-ltr', 'spoken-rtl'], failure: 'play threw' });
  });

  it('refuses a cell that is not spoken', () => {
    expect(() => recordSpoken(request(first, { cell: 'light-ltr-desktop' }), { outDir })).toThrow(/not a spoken cell/);
  });
});
