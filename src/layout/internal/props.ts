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

const text = (value: unknown) => String(value ?? '').trim();

/** A space token name (`'0'`–`'9'`) as the token's custom property; any other value as written. */
const spaceValue = (text: string) => (/^\d$/.test(text) ? (text === '0' ? '0px' : `var(--gw-space-${text})`) : text);

/**
 * Turns layout props into custom properties on the element's `style`, so no prop costs a CSS rule
 * per value: the primitive's CSS reads `var(--gw-<name>, <its default>)`.
 *
 * - A single value sets `--gw-<name>`. Space props map token names to `var(--gw-space-N)`; the
 *   others (keywords, counts) go through `keywordCss`, as written by default.
 * - A value per breakpoint (`{ initial, sm, md, lg }`) sets `--gw-<name>-<breakpoint>` for all four,
 *   each carrying the last value given (or `initial`, the CSS-wide keyword, before the first), and
 *   adds `<name>` to `data-r`; the shared rules under each breakpoint's media query (gap.css,
 *   align.css, …) copy the matching one into `--gw-<name>`.
 * - Missing, `null` and blank values set nothing, so the primitive's CSS default applies.
 *
 * The caller's own `style` wins over the generated properties.
 */
export function layoutStyle(
  style: CSSProperties | undefined,
  space: LayoutValues,
  keywords?: LayoutValues,
  keywordCss: (text: string) => string = String,
): LayoutAttributes {
  const vars: Record<string, string> = {};
  const values: LayoutValues = { ...space, ...keywords };
  let responsive = '';
  for (const name in values) {
    const value = values[name];
    const css = name in space ? spaceValue : keywordCss;
    if (value && typeof value === 'object') {
      responsive += ` ${name}`;
      let last = 'initial';
      for (const step of steps) vars[`--gw-${name}-${step}`] = last = text(value[step]) ? css(text(value[step])) : last;
    } else if (text(value)) {
      vars[`--gw-${name}`] = css(text(value));
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
