// The background and text colour each theme must compute to, read from the tokens stylesheet (the
// same reading src/tokens/contrast.test.ts checks), so the built-page checks follow the tokens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseColorTokens } from '../../src/tokens/contrast.ts';

export type ThemeName = 'light' | 'dark';

/** `#rgb` or `#rrggbb` as the `rgb(r, g, b)` string `getComputedStyle` returns. */
export function hexToRgb(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const tokens = parseColorTokens(readFileSync(path.join(import.meta.dirname, '../../src/tokens/tokens.css'), 'utf8'));

/** Computed `background-color` and `color` of an element that carries `data-theme={theme}`. */
export const themeColours: Record<ThemeName, { background: string; text: string }> = {
  light: { background: hexToRgb(tokens.background!.light), text: hexToRgb(tokens.text!.light) },
  dark: { background: hexToRgb(tokens.background!.dark), text: hexToRgb(tokens.text!.dark) },
};
