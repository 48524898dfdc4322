import type { CSSProperties } from 'react';
import type { Responsive } from '../../tokens/space';

/** Custom properties set on the element, for values that are not tokens. */
export type CustomProperties = Record<`--${string}`, string>;

const spaceToken = /^[0-9]$/;

/**
 * Encodes a prop, or one value per breakpoint, as the value of one `data-*` attribute: `"4"`, or
 * `"2 md:6"` (initial 2, 6 from the md breakpoint up). The CSS matches each word with `~=`, inside
 * the breakpoint's media query, so token values render with no `style` attribute at all (strict
 * CSP, static HTML).
 *
 * With `vars` (space props), a value that is not a token name (`'13px'`, `'2ch'`) becomes the word
 * `custom` plus the custom property `--gw-<name>-<bp>` in `vars`, for the caller's `style`.
 * Without it (keyword props), the value is the word: one the CSS does not know (a typo, an unknown
 * breakpoint) matches no rule, so the primitive's default applies instead of breaking it. Empty
 * values are dropped; returns `undefined` when nothing is left.
 */
export function responsive(
  name: string,
  value: Responsive<string | number> | null | undefined,
  vars?: CustomProperties,
): string | undefined {
  let words = '';
  if (value != null) {
    for (const [bp, raw] of Object.entries(typeof value === 'object' ? value : { initial: value })) {
      const text = String(raw ?? '').trim();
      if (!text) continue;
      const custom = vars && !spaceToken.test(text);
      if (custom) vars[`--gw-${name}-${bp}`] = text;
      words += ` ${bp === 'initial' ? '' : `${bp}:`}${custom ? 'custom' : text}`;
    }
  }
  return words.slice(1) || undefined;
}

/** Merges generated custom properties with the caller's own `style` (the caller wins). */
export function mergeStyle(generated: CustomProperties, style: CSSProperties | undefined): CSSProperties | undefined {
  for (const _ in generated) return { ...(generated as CSSProperties), ...style };
  return style;
}

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A primitive's own class plus the caller's `className`. */
export const withClass = (own: string | undefined, className: string | undefined): string | undefined => (className ? `${own} ${className}` : own);

/**
 * A free CSS value (a length, a ratio) as one custom property, or nothing when it is missing or
 * blank, so the primitive's CSS default applies.
 */
export function cssValueProperty(property: `--${string}`, value: string | undefined): CustomProperties {
  return typeof value === 'string' && value.trim() !== '' ? { [property]: value } : {};
}
