// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineDiff, linesOf } from './spoken-diff.mjs';

const record = (...phrases: string[]) => `x--a · ltr · en\nheard during the play:\n  (nothing)\nheard reading the story from start to end:\n${phrases.map((p) => `  ${p}\n`).join('')}`;
const shown = (before: string, after: string) => lineDiff(before, after).lines.map(({ op, text }: { op: string; text: string }) => `${{ same: ' ', removed: '-', added: '+' }[op]}${text}`);

describe('the line diff of a spoken record', () => {
  it('a button’s name changed: the old line removed, then the new one added, in its place among the kept lines', () => {
    expect(shown(record('heading, level 2, Talks', 'button, Save', 'end of list'), record('heading, level 2, Talks', 'button, Submit', 'end of list')).slice(4)).toEqual([
      '   heading, level 2, Talks',
      '-  button, Save',
      '+  button, Submit',
      '   end of list',
    ]);
  });

  it('an announcement said twice: one line added, nothing removed', () => {
    const diff = lineDiff(record('status, Saved', 'button, Save'), record('status, Saved', 'status, Saved', 'button, Save'));
    expect([diff.removed, diff.added]).toEqual([0, 1]);
    expect(diff.lines.filter((line: { op: string }) => line.op !== 'same')).toEqual([{ op: 'added', text: '  status, Saved' }]);
    // Every line of both texts is there, in order.
    expect(diff.lines.map((line: { text: string }) => line.text)).toEqual(linesOf(record('status, Saved', 'status, Saved', 'button, Save')));
  });

  it('keeps every line of both texts, in order, however they moved', () => {
    const before = 'a\nb\nc\nd\ne\n';
    const after = 'e\nb\nx\nd\na\n';
    const { lines } = lineDiff(before, after);
    expect(lines.filter((l: { op: string }) => l.op !== 'added').map((l: { text: string }) => l.text)).toEqual(linesOf(before));
    expect(lines.filter((l: { op: string }) => l.op !== 'removed').map((l: { text: string }) => l.text)).toEqual(linesOf(after));
  });

  it('says when the texts differ in no line (a line ending or the final newline), rather than show no change', () => {
    expect(lineDiff('a\nb\n', 'a\nb')).toMatchObject({ removed: 0, added: 0, bytesOnly: true });
    expect(lineDiff('a\nb\n', 'a\nb\n')).toMatchObject({ removed: 0, added: 0, bytesOnly: false });
    expect(lineDiff('', 'a\n').lines).toEqual([{ op: 'added', text: 'a' }]);
  });

  it('past its table’s size, shows the differing middle as removed then added (a line both share too), the common ends kept', () => {
    const many = (tag: string) => Array.from({ length: 2100 }, (_, i) => (i === 1000 ? 'shared' : `${tag} ${i}`)).join('\n');
    const { lines, removed, added } = lineDiff(`start\n${many('old')}\nend\n`, `start\n${many('new')}\nend\n`);
    expect([removed, added]).toEqual([2100, 2100]);
    expect(lines[0]).toEqual({ op: 'same', text: 'start' });
    expect(lines.at(-1)).toEqual({ op: 'same', text: 'end' });
    expect(lines[1]).toEqual({ op: 'removed', text: 'old 0' });
    expect(lines[2101]).toEqual({ op: 'added', text: 'new 0' });
    // Below the limit the shared line is kept.
    expect(lineDiff('a\nshared\nb\n', 'c\nshared\nd\n').lines).toContainEqual({ op: 'same', text: 'shared' });
  });
});

describe('the counts of a line diff (a changed record’s `lines` in the manifest)', () => {
  const counts = (before: string, after: string) => {
    const { removed, added } = lineDiff(before, after);
    return { removed, added };
  };
  it('counts the lines a diff removes and adds', () => {
    expect(counts('a\nb\nc\n', 'a\nb\nc\n')).toEqual({ removed: 0, added: 0 });
    expect(counts('a\nb\nc\n', 'a\nc\n')).toEqual({ removed: 1, added: 0 });
    expect(counts('a\nc\n', 'a\nb\nb\nc\n')).toEqual({ removed: 0, added: 2 });
    expect(counts('a\nb\nc\n', 'a\nx\nc\n')).toEqual({ removed: 1, added: 1 });
    // A line said twice is one added line, not a rewrite of what follows.
    expect(counts('a\npolite: Saved\nb\n', 'a\npolite: Saved\npolite: Saved\nb\n')).toEqual({ removed: 0, added: 1 });
    expect(counts('', 'a\n')).toEqual({ removed: 0, added: 1 });
    expect(counts('b\na\n', 'a\nb\n')).toEqual({ removed: 1, added: 1 });
  });
});
