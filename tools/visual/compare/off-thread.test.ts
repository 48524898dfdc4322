// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { comparePngOffThread } from './off-thread.mjs';
import { comparePng, paintedPng } from './png.mjs';

type Rgb = [number, number, number];
const white: Rgb = [255, 255, 255];
/** A 40×30 image with a black square at (x, y). */
const square = (x0: number, y0: number) => paintedPng(40, 30, (x, y) => (x >= x0 && x < x0 + 8 && y >= y0 && y < y0 + 8 ? [0, 0, 0] : white));

describe('the comparison on its own thread', () => {
  it('gives the same verdict, regions and diff image as on this thread', async () => {
    const [before, after] = [square(4, 4), square(6, 4)];
    const here = comparePng(before, after);
    const there = await comparePngOffThread(before, after);
    expect(there.mismatched).toBeGreaterThan(0);
    expect({ ...there, diff: undefined }).toEqual({ ...here, diff: undefined });
    expect(Buffer.isBuffer(there.diff)).toBe(true);
    expect(there.diff!.equals(here.diff!)).toBe(true);
  });

  it('answers each of several comparisons sent at once with its own result', async () => {
    const pairs = [
      [square(4, 4), square(4, 4)],
      [square(4, 4), square(4, 9)],
      [square(1, 1), square(20, 12)],
    ] as const;
    const results = await Promise.all(pairs.map(([a, b]) => comparePngOffThread(a, b)));
    expect(results.map((r) => r.mismatched)).toEqual(pairs.map(([a, b]) => comparePng(a, b).mismatched));
  });

  it('fails the comparison, not the process, when an image cannot be read', async () => {
    await expect(comparePngOffThread(square(4, 4), Buffer.from('not a png, but long enough to have an IHDR'))).rejects.toThrow();
  });
});
