/** Two strings as their common start, the differing middles and their common end. */
export interface TextDiff {
  prefix: string;
  server: string;
  client: string;
  suffix: string;
}

/**
 * Splits two values around the part that differs, so the overlay can mark only that part.
 * Works on whole code points (an emoji is never cut in half).
 */
export function textDiff(server: string, client: string): TextDiff {
  const a = Array.from(server);
  const b = Array.from(client);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return {
    prefix: a.slice(0, start).join(''),
    server: a.slice(start, a.length - end).join(''),
    client: b.slice(start, b.length - end).join(''),
    suffix: a.slice(a.length - end).join(''),
  };
}
