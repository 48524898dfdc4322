// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { comparePng, paintedPng } from './png.mjs';

type Rgb = [number, number, number];
/** A 9×8 opaque image. */
const image = (paint: (x: number, y: number) => Rgb) => paintedPng(9, 8, paint);
const white: Rgb = [255, 255, 255];
const grey = (level: number): Rgb => [level, level, level];
/** Black | one grey (antialiased) column | white. */
const edge = (level: number) => image((x) => (x < 4 ? grey(0) : x === 4 ? grey(level) : white));
const aware = { ignoreAntialiasing: true };

describe('comparison ignoring antialiased edges', () => {
  it('ignores an edge column one level lighter, and says how many pixels it ignored', () => {
    expect(comparePng(edge(128), edge(127))).toMatchObject({ mismatched: 8 });
    expect(comparePng(edge(128), edge(127), aware)).toMatchObject({ mismatched: 0, antialiased: 8 });
  });

  it('stays exact on flat areas: one pixel one level darker, a whole area #fff → #f4f4f4', () => {
    const dot = image((x, y) => (x === 4 && y === 4 ? grey(254) : white));
    expect(comparePng(image(() => white), dot, aware)).toMatchObject({ mismatched: 1, antialiased: 0 });
    expect(comparePng(image(() => white), image(() => grey(244)), aware)).toMatchObject({ mismatched: 72 });
  });

  it('catches a one-pixel line that moved by one pixel', () => {
    const line = (at: number) => image((x) => (x === at ? grey(0) : white));
    expect(comparePng(line(4), line(5), aware)).toMatchObject({ mismatched: 16, antialiased: 0 });
  });
});
