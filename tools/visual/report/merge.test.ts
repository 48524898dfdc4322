// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAccept, planAccept } from '../accept/index.mjs';
import { markdownSummary } from '../ci/index.mjs';
import { differencesFromBaselines, mergeShards } from './merge-shards.mjs';
import { hashOf, solidPng } from '../compare/index.mjs';

const png = (rgb: [number, number, number]) => solidPng(4, 4, rgb);
const white = png([255, 255, 255]);
const grey = png([244, 244, 244]);

let root: string;
const put = (rel: string, bytes: Buffer) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), bytes);
};
const baselineOf = (story: string, cell: string) => `stories/__screenshots__/X/${story}.${cell}.png`;

/** One shard's manifest as global-setup.mjs writes it, with its changed shots' actual images on disk. */
function shard(index: number, count: number, shots: { story: string; changed?: boolean }[]) {
  const outDir = `reports/visual-shard-${index}-of-${count}`;
  const entries = shots.map(({ story, changed }) => {
    const cell = 'light-ltr-desktop';
    const baseline = baselineOf(story, cell);
    const actual = changed ? `${outDir}/actual/${baseline}` : null;
    if (actual) put(actual, grey);
    return { storyId: story, cell, baseline, actual, diff: null, status: changed ? 'changed' : 'unchanged', oldHash: hashOf(white), newHash: hashOf(changed ? grey : white), switchMs: 1, shotMs: 1, compareMs: 1 };
  });
  const manifest = { version: 1, outDir, shard: { index, count }, summary: { full: false }, entries, orphans: [] };
  return { dir: path.join(root, outDir), manifest };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-merge-'));
  for (const story of ['x--a', 'x--b', 'x--c']) put(baselineOf(story, 'light-ltr-desktop'), white);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Carries out a merge's copies the way merge.mjs does, relative to the temporary repository. */
function carry(copies: { from: string; to: string }[]) {
  for (const { from, to } of copies) {
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    copyFileSync(from, path.join(root, to));
  }
}

describe('visual:merge', () => {
  it('merges every shard into one manifest that visual:accept accepts from, with its hash checks', () => {
    const parts = [shard(2, 2, [{ story: 'x--c' }]), shard(1, 2, [{ story: 'x--a', changed: true }, { story: 'x--b' }])];
    const { manifest, copies } = mergeShards(parts, { outDir: 'reports/visual' });
    expect(manifest.entries.map((e: { storyId: string }) => e.storyId)).toEqual(['x--a', 'x--b', 'x--c']);
    expect(manifest.summary).toMatchObject({ shots: 3, changed: 1, unchanged: 2 });
    expect(manifest.shards).toEqual([{ index: 2, count: 2 }, { index: 1, count: 2 }]);
    expect(copies.map((c: { to: string }) => c.to)).toEqual([`reports/visual/actual/${baselineOf('x--a', 'light-ltr-desktop')}`]);
    carry(copies);
    const where = { root, manifestDir: path.join(root, 'reports/visual') };
    // A baseline changed after the merge: the accept is refused, as for an unsharded report.
    put(baselineOf('x--a', 'light-ltr-desktop'), png([0, 0, 0]));
    expect(planAccept(manifest, where).stale).toHaveLength(1);
    put(baselineOf('x--a', 'light-ltr-desktop'), white);
    const plan = planAccept(manifest, where);
    expect(plan.stale).toEqual([]);
    applyAccept(plan);
    expect(readFileSync(path.join(root, baselineOf('x--a', 'light-ltr-desktop'))).equals(grey)).toBe(true);
  });

  it('refuses parts that are not every shard of one run, once each', () => {
    const one = shard(1, 3, [{ story: 'x--a' }]);
    const three = shard(3, 3, [{ story: 'x--c' }]);
    expect(() => mergeShards([one, three], { outDir: 'reports/visual' })).toThrow('shard 2/3 missing');
    expect(() => mergeShards([one, one], { outDir: 'reports/visual' })).toThrow('shard 1/3 given twice');
    expect(() => mergeShards([one, shard(2, 2, [{ story: 'x--b' }])], { outDir: 'reports/visual' })).toThrow('shards of different runs');
    expect(() => mergeShards([shard(1, 2, [{ story: 'x--a' }]), shard(2, 2, [{ story: 'x--a' }])], { outDir: 'reports/visual' })).toThrow(
      'x--a light-ltr-desktop is in two shards',
    );
    expect(() => mergeShards([{ dir: 'somewhere', manifest: { version: 2 } }], { outDir: 'reports/visual' })).toThrow('not a visual manifest');
  });

  it('compares the merged (story, cell, hash) set with the committed baselines', () => {
    const parts = [shard(1, 2, [{ story: 'x--a' }, { story: 'x--b' }]), shard(2, 2, [{ story: 'x--c' }])];
    expect(differencesFromBaselines(mergeShards(parts, { outDir: 'reports/visual' }).manifest, root)).toEqual([]);
    const lost = [shard(1, 2, [{ story: 'x--a' }]), shard(2, 2, [{ story: 'x--c', changed: true }])];
    expect(differencesFromBaselines(mergeShards(lost, { outDir: 'reports/visual' }).manifest, root)).toEqual([
      `not shot: ${baselineOf('x--b', 'light-ltr-desktop')}`,
      expect.stringMatching(/^other bytes: .*x--c\.light-ltr-desktop\.png/),
    ]);
  });

  it('carries spoken records like shots, and proves them against the committed .txt baselines too', () => {
    const record = (story: string, said: string) => Buffer.from(`${story} · ltr · en\nheard during the play:\n  (nothing)\nheard reading the story from start to end:\n  ${said}\n`);
    const spokenOf = (story: string) => `stories/__screenshots__/X/${story}.spoken-ltr.txt`;
    for (const story of ['x--a', 'x--c']) put(spokenOf(story), record(story, 'button, Save'));
    /** A shard's spoken record, as the capture adds it to the shard's manifest. */
    const withSpoken = (part: ReturnType<typeof shard>, story: string, said: string) => {
      const baseline = spokenOf(story);
      const before = record(story, 'button, Save');
      const after = record(story, said);
      const changed = !after.equals(before);
      const actual = changed ? `${part.manifest.outDir}/actual/${baseline}` : null;
      if (actual) put(actual, after);
      (part.manifest.entries as object[]).push({ storyId: story, cell: 'spoken-ltr', medium: 'spoken', baseline, actual, diff: null, status: changed ? 'changed' : 'unchanged', oldHash: hashOf(before), newHash: hashOf(after), switchMs: 0, shotMs: 1, compareMs: 1 });
      return part;
    };
    const parts = [withSpoken(shard(1, 2, [{ story: 'x--a' }, { story: 'x--b' }]), 'x--a', 'button, Submit'), withSpoken(shard(2, 2, [{ story: 'x--c' }]), 'x--c', 'button, Save')];
    const { manifest, copies } = mergeShards(parts, { outDir: 'reports/visual' });
    expect(manifest.summary).toMatchObject({ shots: 3, unchanged: 3, changed: 0, spoken: { records: 2, unchanged: 1, changed: 1 } });
    expect(copies.map((c: { to: string }) => c.to)).toEqual([`reports/visual/actual/${spokenOf('x--a')}`]);
    carry(copies);
    expect(readFileSync(path.join(root, `reports/visual/actual/${spokenOf('x--a')}`), 'utf8')).toContain('button, Submit');
    // The changed record differs from its committed baseline; a record nobody made is missing.
    put(spokenOf('x--b'), record('x--b', 'button, Save'));
    expect(differencesFromBaselines(manifest, root)).toEqual([`not recorded: ${spokenOf('x--b')}`, expect.stringMatching(/^other bytes: .*x--a\.spoken-ltr\.txt/)]);
    rmSync(path.join(root, spokenOf('x--b')));
    put(spokenOf('x--a'), record('x--a', 'button, Submit'));
    expect(differencesFromBaselines(manifest, root)).toEqual([]);
  });

  it('summarises changed / new / missing per story', () => {
    const parts = [shard(1, 1, [{ story: 'x--a', changed: true }, { story: 'x--b' }])];
    const text = markdownSummary(mergeShards(parts, { outDir: 'reports/visual' }).manifest);
    expect(text).toContain('2 shots from 1 shards: **1 changed**, **0 missing**, 0 new');
    expect(text).toContain('| `x--a` | 1 |  |  |  |  | `npm run visual:accept -- <downloaded visual-review folder> --story x--a` |');
    expect(text).not.toContain('x--b');
  });
});
