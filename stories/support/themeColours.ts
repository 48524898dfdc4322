import tokensCss from '../../src/tokens/tokens.css?raw';
import { parseColorTokens } from '../../src/tokens/contrast';

/** `#rgb` / `#rrggbb` as getComputedStyle's `rgb(r, g, b)`. */
export function rgb(hex: string): string {
  const digits = hex.slice(1).length === 3 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return `rgb(${[0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).join(', ')})`;
}

/**
 * A colour token's value in a theme, as getComputedStyle reports it: a play that reads colours
 * compares with the theme it is shown in (its `globals.theme`, which the toolbar can flip), so it
 * holds in both themes.
 */
export function themeColour(token: string, theme: unknown): string {
  const value = parseColorTokens(tokensCss)[token]?.[theme === 'dark' ? 'dark' : 'light'];
  if (!value) throw new Error(`No colour token "${token}" in src/tokens/tokens.css`);
  return rgb(value);
}
