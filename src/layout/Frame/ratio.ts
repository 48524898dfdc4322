/** Ratios with a rule of their own in Frame.module.css: no `style` attribute needed. */
const knownRatios = ['16/9', '1/1', '4/3', '3/2', '21/9', '3/4', '9/16'];

const pattern = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?)\s*)?$/;

/**
 * Reads `"16/9"`, `"16 / 9"` or `"1.5"`. A known ratio becomes a `data-ratio` keyword; any other
 * positive ratio becomes the `--gw-frame-ratio` custom property; anything else (zero, negative,
 * not a ratio) returns nothing, so the default 16/9 applies instead of a collapsed box.
 */
export function parseRatio(ratio: string | undefined): { keyword?: string; css?: string } {
  const match = typeof ratio === 'string' ? pattern.exec(ratio) : null;
  if (!match) return {};
  const width = Number(match[1]);
  const height = match[2] === undefined ? 1 : Number(match[2]);
  if (!(width > 0 && height > 0)) return {};
  const keyword = `${width}/${height}`;
  return knownRatios.includes(keyword) ? { keyword } : { css: `${width} / ${height}` };
}
