import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColorTokens } from './contrast';


const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const tokens = parseColorTokens(css);

/** Foreground, background, minimum ratio (WCAG 2.2 AA: 4.5 text, 3 large text and UI parts). */
const pairs: [string, string, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text-muted', 'background', 4.5],
  ['text-muted', 'surface', 4.5],
  ['accent', 'background', 4.5],
  ['accent', 'surface', 4.5],
  ['accent-text', 'accent', 4.5],
  ['danger', 'background', 4.5],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
  ['border', 'background', 3],
  ['border', 'surface', 3],
  ['divider', 'background', 3],
];

describe('colour tokens meet WCAG 2.2 AA', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [fg, bg, min] of pairs) {
      it(`${theme}: ${fg} on ${bg} ≥ ${min}:1`, () => {
        const ratio = contrastRatio(tokens[fg]![theme], tokens[bg]![theme]);
        expect(ratio).toBeGreaterThanOrEqual(min);
      });
    }
  }
});

describe('contrast maths', () => {
  it('matches the reference figures', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('reads both sides of every colour token', () => {
    expect(tokens.text).toEqual({ light: '#171717', dark: '#ededed' });
    expect(Object.keys(tokens)).toContain('border');
  });

  it('rejects a stylesheet whose two dark rules disagree', () => {
    const drifted = css.replace(/(:root:not\(\[data-theme="light"\]\) \{[^}]*--gw-color-text: )#ededed/, '$1#eeeeee');
    expect(drifted).not.toBe(css);
    expect(() => parseColorTokens(drifted)).toThrow(/--gw-color-text differs/);
  });

  it('rejects a token declared for one theme only', () => {
    const lightOnly = css.replace(/(\[data-theme="light"\] \{[^}]*)(\n\})/, '$1\n  --gw-color-extra: #123456;$2');
    expect(lightOnly).not.toBe(css);
    expect(() => parseColorTokens(lightOnly)).toThrow(/--gw-color-extra is not declared for both themes/);
  });

  it('rejects a colour it cannot read instead of passing it', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/hex/);
  });
});
