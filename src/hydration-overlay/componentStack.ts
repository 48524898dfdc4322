/**
 * The first component names of a React component stack, innermost first: `Greeting ‹ Page ‹ App`.
 * Reads every stack style React writes: the engine's own frames (`at Greeting (url)` in Chromium,
 * `Greeting@url` in Firefox and WebKit) and `in Greeting`; a line it cannot read is shown as it is.
 */
export function shortComponentStack(stack: string, count = 3): string {
  const names = stack
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/^(?:at|in)\s+([^\s(]+)/.exec(line) ?? /^([^\s@(]+)@/.exec(line))?.[1] ?? line);
  return names.slice(0, count).join(' ‹ ') + (names.length > count ? ' ‹ …' : '');
}
