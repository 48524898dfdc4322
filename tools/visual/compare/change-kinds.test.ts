// @vitest-environment node
// Kinds of change read from real comparisons of painted images (png.mjs → regions.mjs → change-kinds.mjs).
import { describe, expect, it } from 'vitest';
import { changeKinds } from './change-kinds.mjs';
import { comparePng, paintedPng, pngSize } from './png.mjs';

const white: [number, number, number] = [255, 255, 255];
/** A 120×60 card: a grey surface with a dark bar `top` px down and words (every `period`-th column) under it. */
const card = ({ height = 60, top = 10, surface = [244, 244, 245] as [number, number, number], period = 4, bar = [40, 40, 40] as [number, number, number] } = {}) =>
  paintedPng(120, height, (x, y) => {
    if (y >= top && y < top + 6 && x >= 10 && x < 110) return bar;
    if (y >= top + 26 && y < top + 32 && x >= 10 && x < 90) return x % period === 0 ? [20, 20, 20] : surface;
    return x < 4 || x >= 116 ? white : surface;
  });
const kindsOf = (before: Buffer, after: Buffer) => {
  const result = comparePng(before, after);
  return changeKinds({ status: 'changed', size: { baseline: pngSize(before), actual: pngSize(after) }, regions: result.regions });
};

describe('kinds of change', () => {
  it('a surface colour one level off is a colour change only', () => {
    expect(kindsOf(card(), card({ surface: [244, 244, 244] }))).toEqual(['colour']);
  });

  it('a bar in another colour is a colour change only', () => {
    expect(kindsOf(card(), card({ bar: [60, 40, 40] }))).toEqual(['colour']);
  });

  it('2 px of padding moves the content and makes the shot taller: moved and resized, one shot with two kinds', () => {
    expect(kindsOf(card(), card({ height: 64, top: 12 }))).toEqual(['moved', 'resized']);
  });

  it('reworded text (other glyphs in the same place) is text, not colour: dark and light swapped places', () => {
    expect(kindsOf(card(), card({ period: 3 }))).toEqual(['text']);
  });

  it('two changes in one shot carry both kinds', () => {
    expect(kindsOf(card(), card({ period: 3, bar: [60, 40, 40] }))).toEqual(['colour', 'text']);
  });

  it('the flat ends of a moved line belong to the move, not to a colour change (the 404 page with 2 px of padding above its links)', () => {
    // Words (striped) and a vertical rule beside them, both 2 px higher: the rule's ends are two
    // flat slivers (line colour appeared above, background below) that no offset tells apart alone.
    const page = (top: number) =>
      paintedPng(80, 100, (x, y) => {
        if (x === 60 && y >= top && y < top + 40) return [80, 80, 80];
        if (x >= 10 && x < 40 && y >= top + 10 && y < top + 20 && x % 3 === 0) return [20, 20, 20];
        return white;
      });
    expect(kindsOf(page(30), page(28))).toEqual(['moved']);
  });

  it('new, lost, unchanged and not shot', () => {
    expect(changeKinds({ status: 'new' })).toEqual(['new']);
    expect(changeKinds({ status: 'missing' })).toEqual(['new']);
    expect(changeKinds({ status: 'orphan' })).toEqual(['lost']);
    expect(changeKinds({ status: 'unchanged' })).toEqual([]);
    expect(changeKinds({ status: 'skipped' })).toEqual([]);
  });
});

describe('kinds of change of a spoken record', () => {
  it('is spoken whatever happened to it, by its cell or its medium, with new and lost as for a shot', () => {
    expect(changeKinds({ status: 'changed', cell: 'spoken-ltr' })).toEqual(['spoken']);
    expect(changeKinds({ status: 'new', cell: 'spoken-rtl' })).toEqual(['new', 'spoken']);
    expect(changeKinds({ status: 'missing', cell: 'spoken-ltr' })).toEqual(['new', 'spoken']);
    expect(changeKinds({ status: 'orphan', cell: 'spoken-rtl' })).toEqual(['lost', 'spoken']);
    expect(changeKinds({ status: 'changed', medium: 'spoken', cell: 'spoken-ltr' })).toEqual(['spoken']);
    expect(changeKinds({ status: 'unchanged', cell: 'spoken-ltr' })).toEqual([]);
    expect(changeKinds({ status: 'skipped', cell: 'spoken-ltr' })).toEqual([]);
    // A shot's cell is never spoken, even changed without regions.
    expect(changeKinds({ status: 'changed', cell: 'light-ltr-desktop' })).toEqual(['text']);
  });
});
