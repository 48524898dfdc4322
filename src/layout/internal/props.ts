import type { CSSProperties } from 'react';
import type { Responsive } from '../../tokens/space';

/** A primitive's props that become custom properties, by the name the CSS reads (`gap` → `--gw-gap`). */
export type LayoutValues = Record<string, Responsive<string | number> | null | undefined>;

/** What a primitive spreads onto its element: the merged `style` and the responsive marker. */
export interface LayoutAttributes {
  style: CSSProperties;
  'data-r'?: string;
}

const steps = ['initial', 'sm', 'md', 'lg'] as const;

/**
 * A prop value as CSS: a space token name (the strings `'0'`–`'9'`) as the token's custom property,
 * anything else (a length, a keyword, a count) as written; `undefined` when missing or blank.
 */
function cssValue(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  return typeof value === 'string' && /^\d$/.test(text) ? `var(--gw-space-${text})` : text;
}

/**
 * Turns layout props into custom properties on the element's `style`, so no prop costs a CSS rule
 * per value: the primitive's CSS reads `var(--gw-<name>, <its default>)`.
 *
 * - A single value sets `--gw-<name>`: a space token name becomes `var(--gw-space-N)`; lengths,
 *   keywords and counts are written as they are.
 * - A value per breakpoint (`{ initial, sm, md, lg }`) sets `--gw-<name>-<breakpoint>` for all four,
 *   each carrying the last value given (or `initial`, the CSS-wide keyword, before the first), and
 *   adds `<name>` to `data-r`; the shared rules under each breakpoint's media query (gap.css,
 *   align.css, …) copy the matching one into `--gw-<name>`.
 * - Missing, `null` and blank values set nothing, so the primitive's CSS default applies.
 *
 * The caller's own `style` wins over the generated properties.
 */
export function layoutStyle(style: CSSProperties | undefined, values: LayoutValues): LayoutAttributes {
  const vars: Record<string, string> = {};
  let responsive = '';
  for (const name in values) {
    const value = values[name];
    if (value && typeof value === 'object') {
      responsive += ` ${name}`;
      let last = 'initial';
      for (const step of steps) vars[`--gw-${name}-${step}`] = last = cssValue(value[step]) ?? last;
    } else {
      const css = cssValue(value);
      if (css) vars[`--gw-${name}`] = css;
    }
  }
  return { style: { ...vars, ...style }, 'data-r': responsive.slice(1) || undefined };
}

/** A primitive's own class plus the caller's `className`. */
export const withClass = (own: string | undefined, className: string | undefined): string | undefined => (className ? `${own} ${className}` : own);

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
