/** WCAG 2.2 contrast maths for the colour tokens (used by the token test, not shipped). */

function channel(hex: string): number {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(color: string): number {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) throw new Error(`Expected a hex colour, got "${color}"`);
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => channel(hex.slice(i, i + 2)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Reads `--gw-color-NAME: light-dark(LIGHT, DARK)` declarations from the tokens stylesheet. */
export function parseColorTokens(css: string): Record<string, { light: string; dark: string }> {
  const tokens: Record<string, { light: string; dark: string }> = {};
  for (const [, name, light, dark] of css.matchAll(/--gw-color-([\w-]+):\s*light-dark\(\s*([^,]+?)\s*,\s*([^)]+?)\s*\)/g)) {
    tokens[name!] = { light: light!, dark: dark! };
  }
  return tokens;
}
