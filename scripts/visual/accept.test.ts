// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAccept, planAccept } from './accept-plan.mjs';
import { comparePng, hashOf, solidPng } from './png.mjs';

/** A 4×4 PNG of one colour. */
const png = (rgb: [number, number, number]) => solidPng(4, 4, rgb);

let root: string;
const baseline = 'stories/__screenshots__/X/x--a.light-ltr-desktop.png';
const actual = 'reports/visual/actual/stories/__screenshots__/X/x--a.light-ltr-desktop.png';
const orphanFile = 'stories/__screenshots__/X/x--gone.light-ltr-desktop.png';
const put = (rel: string, bytes: Buffer) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), bytes);
};
const read = (rel: string) => readFileSync(path.join(root, rel));

function manifest() {
  return {
    version: 1,
    outDir: 'reports/visual',
    entries: [
      { storyId: 'x--a', cell: 'light-ltr-desktop', status: 'changed', baseline, actual, oldHash: hashOf(png([255, 255, 255])), newHash: hashOf(png([244, 244, 244])) },
    ],
    orphans: [{ storyId: 'x--gone', cell: 'light-ltr-desktop', baseline: orphanFile, hash: hashOf(png([1, 2, 3])), reason: 'story x--gone no longer exists' }],
  };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-accept-'));
  put(baseline, png([255, 255, 255]));
  put(actual, png([244, 244, 244]));
  put(orphanFile, png([1, 2, 3]));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const where = () => ({ root, manifestDir: path.join(root, 'reports/visual') });

describe('visual:accept', () => {
  it('copies the reviewed actual over the baseline and removes orphans', () => {
    const plan = planAccept(manifest(), where());
    expect(plan.stale).toEqual([]);
    expect(plan.removals.map((r) => path.relative(root, r.file))).toEqual([orphanFile]);
    applyAccept(plan);
    expect(read(baseline).equals(png([244, 244, 244]))).toBe(true);
    expect(existsSync(path.join(root, orphanFile))).toBe(false);
  });

  it('refuses a stale manifest: the baseline changed after the report', () => {
    put(baseline, png([0, 0, 0]));
    const plan = planAccept(manifest(), where());
    expect(plan.stale).toHaveLength(1);
    expect(plan.stale[0]).toMatch(/x--a light-ltr-desktop: .* is now [0-9a-f]{12}, the report saw/);
    expect(() => applyAccept(plan)).toThrow(/stale/);
    expect(read(baseline).equals(png([0, 0, 0]))).toBe(true);
    expect(existsSync(path.join(root, orphanFile))).toBe(true);
  });

  it('refuses when the reviewed image was overwritten by a later run', () => {
    put(actual, png([9, 9, 9]));
    expect(planAccept(manifest(), where()).stale[0]).toMatch(/overwritten by a later run/);
  });

  it('refuses to delete an orphan that changed since the report', () => {
    put(orphanFile, png([3, 2, 1]));
    expect(planAccept(manifest(), where()).stale[0]).toMatch(/changed since the report, not removing it/);
  });

  it('rejects something that is not a manifest', () => {
    expect(() => planAccept({ entries: [] }, where())).toThrow(/not a visual manifest/);
  });
});

describe('strict comparator', () => {
  it('catches #fff → #f4f4f4 on every pixel (the default pixelmatch threshold does not)', () => {
    const result = comparePng(png([255, 255, 255]), png([244, 244, 244]));
    expect(result.ratio).toBe(1);
    expect(result.diff).toBeInstanceOf(Buffer);
  });

  it('counts a size change as changed pixels', () => {
    const result = comparePng(png([255, 255, 255]), solidPng(5, 4, [255, 255, 255]));
    expect(result.sizeChanged).toBe(true);
    expect(result.mismatched).toBe(4);
  });

  it('sees identical bytes as identical without a diff', () => {
    expect(comparePng(png([1, 1, 1]), png([1, 1, 1]))).toMatchObject({ mismatched: 0, ratio: 0, total: 16 });
  });
});
