const isWord = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}_]/u.test(character);

/** Two strings as their common start, the differing middles and their common end. */
export interface TextDiff {
  prefix: string;
  server: string;
  client: string;
  suffix: string;
}

/**
 * Splits two values around the part that differs, so the overlay can mark only that part.
 * The differing part is widened to whole words, and never cuts a code point (an emoji) in half.
 */
export function textDiff(server: string, client: string): TextDiff {
  const a = Array.from(server);
  const b = Array.from(client);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  // A difference inside a word widens to the whole word: "morning" against "evening", not "mor"
  // against "eve". One at a word's edge ("a good day", "a very good day") stays as it is.
  if (start < a.length || start < b.length) {
    while (start > 0 && isWord(a[start - 1]) && (isWord(a[start]) || isWord(b[start]))) start--;
    while (end > 0 && isWord(a[a.length - end]) && (isWord(a[a.length - end - 1]) || isWord(b[b.length - end - 1]))) end--;
  }
  return {
    prefix: a.slice(0, start).join(''),
    server: a.slice(start, a.length - end).join(''),
    client: b.slice(start, b.length - end).join(''),
    suffix: a.slice(a.length - end).join(''),
  };
}
