// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedRegions } from './regions.mjs';
import { comparePng, paintedPng } from './png.mjs';

const maskOf = (width: number, height: number, changed: (x: number, y: number) => boolean) => {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mask[y * width + x] = changed(x, y) ? 1 : 0;
  return mask;
};

describe('changed regions', () => {
  it('finds a 5-pixel change in a large shot as one tight region', () => {
    const regions = changedRegions(maskOf(1280, 800, (x, y) => y === 400 && x >= 640 && x < 645), 1280, 800);
    expect(regions).toEqual([{ x: 640, y: 400, width: 5, height: 1, pixels: 5 }]);
  });

  it('keeps far-apart changes apart and joins near ones', () => {
    const regions = changedRegions(maskOf(200, 100, (x, y) => (y === 10 && (x === 10 || x === 14)) || (y === 90 && x === 190)), 200, 100);
    expect(regions).toEqual([
      { x: 10, y: 10, width: 5, height: 1, pixels: 2 },
      { x: 190, y: 90, width: 1, height: 1, pixels: 1 },
    ]);
  });

  it('merges a change that is everywhere into one box', () => {
    const regions = changedRegions(maskOf(2000, 100, (x, y) => x % 50 === 0 && y % 50 === 0), 2000, 100);
    expect(regions).toEqual([{ x: 0, y: 0, width: 1951, height: 51, pixels: 80 }]);
  });

  it('comes with every exact comparison that differs', () => {
    const base = paintedPng(64, 64, () => [255, 255, 255]);
    const dot = paintedPng(64, 64, (x, y) => (x === 30 && y === 31 ? [254, 255, 255] : [255, 255, 255]));
    expect(comparePng(base, dot).regions).toEqual([{ x: 30, y: 31, width: 1, height: 1, pixels: 1, recoloured: true }]);
  });
});

describe('moved regions', () => {
  // A dark bar on white, `top` px from the top: what 2 px more padding above it does.
  const bar = (top: number, height = 40) => paintedPng(100, height, (x, y) => (y >= top && y < top + 6 && x >= 10 && x < 90 ? [30, 30, 30] : [255, 255, 255]));

  it('says that content moved 2 px down, instead of only outlining it', () => {
    const { regions } = comparePng(bar(10), bar(12));
    expect(regions).toHaveLength(1);
    expect(regions![0]!.moved).toEqual({ dx: 0, dy: 2, share: 1 });
  });

  it('sees a shift inside a taller image (74 → 78 px) as moved too', () => {
    const { regions, sizeChanged } = comparePng(bar(10, 74), bar(12, 78));
    expect(sizeChanged).toBe(true);
    // The bar moved; the four new white rows at the bottom are new, not moved.
    expect(regions!.map((r) => [r.y, r.height, r.moved ?? null])).toEqual([
      [74, 4, null],
      [10, 8, { dx: 0, dy: 2, share: 1 }],
    ]);
  });

  it('does not call a changed colour a move', () => {
    const recoloured = paintedPng(100, 40, (x, y) => (y >= 10 && y < 16 && x >= 10 && x < 90 ? [30, 30, 31] : [255, 255, 255]));
    expect(comparePng(bar(10), recoloured).regions![0]!.moved).toBeUndefined();
  });
});
