const pattern = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?)\s*)?$/;

/**
 * Reads `"16/9"`, `"16 / 9"` or `"1.5"` as the CSS value of `--gw-frame-ratio`. Anything else (zero,
 * negative, not a ratio) returns nothing, so the default 16/9 applies instead of a collapsed box.
 */
export function parseRatio(ratio: string | undefined): string | undefined {
  const match = typeof ratio === 'string' ? pattern.exec(ratio) : null;
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = match[2] === undefined ? 1 : Number(match[2]);
  return width > 0 && height > 0 ? `${width} / ${height}` : undefined;
}
