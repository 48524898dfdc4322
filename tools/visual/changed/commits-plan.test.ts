// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { combinedFolder, commitOverlaps, parseCombine, recordStep } from './commits-plan.mjs';

// Issue 38's pull request: (a) a surface colour, (b) Cluster's padding, (c) the 404 hint reworded,
// with (a) and (c) sharing the hint's shots in one cell (the hint sits on the surface colour there).
const hint = (cell: string) => `errors-notfoundpage--hint.${cell}`;
const rows = [
  { n: 1, short: 'aaaaaaaa', subject: 'Surface', shots: ['layout-box--padded.light-ltr-desktop', hint('light-ltr-desktop')] },
  { n: 2, short: 'bbbbbbbb', subject: 'Cluster padding', shots: ['layout-cluster--default.light-ltr-desktop', hint('light-ltr-desktop'), hint('dark-rtl-desktop')] },
  { n: 3, short: 'cccccccc', subject: '404 hint', shots: [hint('light-ltr-desktop'), hint('dark-rtl-desktop')] },
  { n: 4, short: 'dddddddd', subject: 'Docs only', shots: [] },
];

describe('visual:commits: the rendering record at base', () => {
  it('is made once when a commit changes tokens.css and base has none, reused when it has one, and not made when no commit needs it', () => {
    expect(recordStep({ tokenCommits: [1, 3] })).toMatchObject({ make: true, message: expect.stringMatching(/^commits 1, 3 change tokens\.css and base's sources have no rendering record yet: making it once/) });
    expect(recordStep({ tokenCommits: [1], recordedAt: '2026-11-28T22:00:00.000Z' })).toEqual({
      make: false,
      message: "commit 1 changes tokens.css: using the rendering record of base's sources (recorded 2026-11-28T22:00:00.000Z) for it",
    });
    expect(recordStep({ tokenCommits: [] })).toMatchObject({ make: false, message: expect.stringMatching(/^no commit changes tokens\.css/) });
  });
});

describe('visual:commits: commits that share shots', () => {
  it('names, for each commit, the others that change some of its shots, which shots, and the command that shoots them together', () => {
    const overlaps = commitOverlaps(rows, 'main');
    expect(overlaps.get(1)).toEqual({
      sharedWith: [
        { n: 2, short: 'bbbbbbbb', subject: 'Cluster padding', shots: [hint('light-ltr-desktop')] },
        { n: 3, short: 'cccccccc', subject: '404 hint', shots: [hint('light-ltr-desktop')] },
      ],
      combine: 'npm run visual:commits -- main --combine 1,2,3',
    });
    expect(overlaps.get(3)!.sharedWith.map((s) => [s.n, s.shots.length])).toEqual([[1, 1], [2, 2]]);
    expect(overlaps.get(4)).toEqual({ sharedWith: [] });
  });

  it('--combine takes two commits or more by number, each once, in order; anything else is refused', () => {
    expect(parseCombine('3,1', 4)).toEqual([1, 3]);
    expect(parseCombine('1 3 3', 4)).toEqual([1, 3]);
    expect(() => parseCombine('1', 4)).toThrow(/name two commits or more/);
    expect(() => parseCombine('1,5', 4)).toThrow(/5 is not a commit number since base \(1–4\)/);
    expect(() => parseCombine('1,x', 4)).toThrow(/x is not a commit number/);
    expect(combinedFolder([rows[0]!, rows[2]!])).toBe('1+3-aaaaaaaa+cccccccc');
  });
});
