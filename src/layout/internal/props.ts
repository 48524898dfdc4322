import type { CSSProperties } from 'react';
import { breakpointSteps, type Breakpoint, type Responsive } from '../../tokens/space';

/**
 * The values of the layout props that take a fixed set, one table each (as Radix Themes' prop
 * definitions): each prop's type is read from its table, and so are the stories' controls, so a
 * value added here is typed and offered everywhere at once.
 */
export const layoutPropValues = {
  /** Stack's `align`. */
  stackAlign: ['start', 'center', 'end', 'stretch'],
  /** Cluster's `align`. */
  clusterAlign: ['start', 'center', 'end', 'baseline', 'stretch'],
  /** Cluster's `justify`. */
  clusterJustify: ['start', 'center', 'end', 'between'],
  /** Box's `background`. */
  boxBackground: ['background', 'surface', 'accent'],
  /** Box's `radius`. */
  boxRadius: ['0', '1', '2', '3', 'full'],
  /** Sidebar's `side`. */
  sidebarSide: ['start', 'end'],
  /** Divider's `orientation`. */
  dividerOrientation: ['horizontal', 'vertical'],
  /** The sectioning and grouping elements a primitive's `as` takes. */
  blockTag: ['div', 'section', 'article', 'main', 'nav', 'aside', 'header', 'footer', 'form', 'fieldset'],
  /** The list elements a primitive's `as` takes (their children should be `li`). */
  listTag: ['ul', 'ol'],
  /** Frame's `as`: a box, a figure or a section around one medium. */
  frameTag: ['div', 'figure', 'section'],
  /** VisuallyHidden's `as`: phrasing by default, or a heading or block. */
  visuallyHiddenTag: ['span', 'div', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
} as const;

/** A primitive's props that become custom properties, by the name the CSS reads (`gap` → `--gw-gap`). */
export type LayoutValues = Record<string, Responsive<string | number> | null | undefined>;

/**
 * Which switches pick a responsive value's breakpoint: `bp` follows the viewport (tokens.css sets
 * them under its media queries), `cq` a container (Grid's container mode sets them on the grid).
 */
export type BreakpointSwitches = 'bp' | 'cq';

/**
 * A prop value as CSS: a value per breakpoint as its terms (perBreakpoint), a space token name (the
 * strings `'0'`–`'9'`) as the token's custom property, anything else (a length, a keyword, a count)
 * as written; `undefined` when missing or blank.
 */
function cssValue(value: unknown, switches: BreakpointSwitches): string | undefined {
  if (value && typeof value === 'object') return perBreakpoint(value, switches);
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  return typeof value === 'string' && /^\d$/.test(text) ? `var(--gw-space-${text})` : text;
}

/**
 * A value per breakpoint as one term per breakpoint, `var(--gw-bp-md,<value>)`, each carrying the
 * last value given; before the first one, a term without a value.
 */
function perBreakpoint(value: Partial<Record<Breakpoint, unknown>>, switches: BreakpointSwitches): string {
  let terms = '';
  let last: string | undefined;
  for (const step of breakpointSteps) {
    last = cssValue(value[step], switches) ?? last;
    terms += last ? `var(--gw-${switches}-${step},${last})` : `var(--gw-${switches}-${step})`;
  }
  return terms;
}

/**
 * Turns layout props into custom properties on the element's `style`, so no prop costs a CSS rule
 * per value: the primitive's CSS reads `var(--gw-<name>, <its default>)`.
 *
 * - A single value sets `--gw-<name>`: a space token name becomes `var(--gw-space-N)`; lengths,
 *   keywords and counts are written as they are.
 * - A value per breakpoint (`{ initial, sm, md, lg }`) sets `--gw-<name>` to one term per
 *   breakpoint, `var(--gw-bp-md, <value>)`, each carrying the last value given. Exactly one of the
 *   four switches is the guaranteed-invalid `initial` at any width and the others are empty, so
 *   only the matching term leaves its value (tokens.css). Before the first value given, the term
 *   has no value, the property is invalid at that width, and the primitive's default applies.
 * - Missing, `null` and blank values set nothing, so the primitive's CSS default applies.
 *
 * The caller's own `style` wins over the generated properties.
 */
export function layoutStyle(style: CSSProperties | undefined, values: LayoutValues, switches: BreakpointSwitches = 'bp'): CSSProperties {
  const vars: Record<string, string | undefined> = {};
  for (const name in values) vars[`--gw-${name}`] = cssValue(values[name], switches);
  return { ...vars, ...style };
}

/** A responsive value with `map` applied to it, or to each breakpoint's value. */
export function mapResponsive<T, U>(value: Responsive<T> | undefined, map: (value: T | undefined) => U): Responsive<U> {
  return value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([step, stepValue]) => [step, map(stepValue)]))
    : map(value);
}

/** A primitive's own class plus the caller's `className`. */
export const withClass = (own: string | undefined, className: string | undefined): string | undefined => (className ? `${own} ${className}` : own);

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
