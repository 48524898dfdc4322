// The line diff of a spoken record (what a screen reader says, one phrase a line) against its
// baseline, as the review page shows it: every line of both texts in order, each kept, removed or
// added. A longest common subsequence of lines, after the common start and end are set aside — a
// record is tens of lines, rarely hundreds, so the plain table is small.

/** Past this many cells of the table (lines before × lines after, once the common ends are set aside), the middle is shown as removed then added. */
const tableLimit = 4_000_000;

/** A text's lines; the newline that ends the last one opens no line of its own. */
export const linesOf = (text) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/**
 * @typedef {{ op: 'same' | 'removed' | 'added', text: string }} DiffLine
 * @param {string} before  the baseline's text
 * @param {string} after   the new record's text
 * @returns {{ lines: DiffLine[], removed: number, added: number, bytesOnly: boolean }}
 *   bytesOnly: the texts differ, but in no line (a line ending, the final newline): the page says so
 *   rather than showing a diff with no change in it
 */
export function lineDiff(before, after) {
  const a = linesOf(before);
  const b = linesOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const middle = diffMiddle(a.slice(start, a.length - end), b.slice(start, b.length - end));
  const lines = [...a.slice(0, start).map(same), ...middle, ...a.slice(a.length - end).map(same)];
  const removed = middle.filter((line) => line.op === 'removed').length;
  const added = middle.filter((line) => line.op === 'added').length;
  return { lines, removed, added, bytesOnly: before !== after && removed + added === 0 };
}

const same = (text) => ({ op: 'same', text });

/** The lines between the common start and end: the table of common lengths, walked from its start. */
function diffMiddle(a, b) {
  if (a.length * b.length > tableLimit) return [...a.map((text) => ({ op: 'removed', text })), ...b.map((text) => ({ op: 'added', text }))];
  const width = b.length + 1;
  // common[i * width + j]: the longest common subsequence of a[i…] and b[j…].
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] = a[i] === b[j] ? common[(i + 1) * width + j + 1] + 1 : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
    }
  }
  const lines = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push(same(a[i]));
      i++;
      j++;
    } else if (j === b.length || (i < a.length && common[(i + 1) * width + j] >= common[i * width + j + 1])) {
      // Where dropping either line keeps as much in common, the removed one first: the reader sees
      // what went, then what came.
      lines.push({ op: 'removed', text: a[i++] });
    } else lines.push({ op: 'added', text: b[j++] });
  }
  return lines;
}
