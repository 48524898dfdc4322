import type { CSSProperties } from 'react';
import type { Breakpoint, Responsive, SpaceValue } from '../../tokens/space';
import { isSpaceToken } from '../../tokens/space';

/** `data-*` attributes that select a primitive's CSS rules. */
export type DataAttributes = Record<`data-${string}`, string>;

/** Custom properties set on the element, for values that are not tokens. */
export type CustomProperties = Record<`--${string}`, string>;

const breakpointOrder: readonly Breakpoint[] = ['initial', 'sm', 'md', 'lg'];

function isPerBreakpoint<T>(value: Responsive<T>): value is Partial<Record<Breakpoint, T>> {
  return typeof value === 'object' && value !== null;
}

/** One entry per breakpoint that has a value, `initial` first. */
function entries<T>(value: Responsive<T> | undefined): [Breakpoint, T][] {
  if (value === undefined || value === null) return [];
  if (!isPerBreakpoint(value)) return [['initial', value]];
  return breakpointOrder.flatMap((bp) => (value[bp] === undefined ? [] : [[bp, value[bp]] as [Breakpoint, T]]));
}

function attributeName(name: string, bp: Breakpoint): `data-${string}` {
  return bp === 'initial' ? `data-${name}` : `data-${name}-${bp}`;
}

/**
 * Keyword props (`align`, `justify`…) become `data-<name>[-<bp>]="<keyword>"`. Values outside
 * `allowed` are dropped, so a typo falls back to the primitive's default instead of breaking it.
 */
export function keywordAttributes<T extends string>(
  name: string,
  value: Responsive<T> | undefined,
  allowed: readonly T[],
): DataAttributes {
  const attributes: DataAttributes = {};
  for (const [bp, keyword] of entries(value)) {
    if (allowed.includes(keyword)) attributes[attributeName(name, bp)] = keyword;
  }
  return attributes;
}

/**
 * Space props become `data-<name>[-<bp>]="<token>"`; a CSS length that is not a token becomes
 * `data-<name>[-<bp>]="custom"` plus the custom property `--gw-<name>-<bp>` on the element.
 * Token values therefore render with no `style` attribute at all (strict CSP, static HTML).
 */
export function spaceAttributes(
  name: string,
  value: Responsive<SpaceValue> | undefined,
): { attributes: DataAttributes; style: CustomProperties } {
  const attributes: DataAttributes = {};
  const style: CustomProperties = {};
  for (const [bp, length] of entries(value)) {
    if (isSpaceToken(length)) {
      attributes[attributeName(name, bp)] = length;
    } else if (typeof length === 'string' && length.trim() !== '') {
      attributes[attributeName(name, bp)] = 'custom';
      style[`--gw-${name}-${bp}`] = length;
    }
  }
  return { attributes, style };
}

/** Merges generated custom properties with the caller's own `style` (the caller wins). */
export function mergeStyle(generated: CustomProperties, style: CSSProperties | undefined): CSSProperties | undefined {
  if (Object.keys(generated).length === 0) return style;
  return { ...(generated as CSSProperties), ...style };
}

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A free CSS value (a length, a ratio) as one custom property, or nothing when it is missing or
 * blank, so the primitive's CSS default applies.
 */
export function cssValueProperty(property: `--${string}`, value: string | undefined): CustomProperties {
  return typeof value === 'string' && value.trim() !== '' ? { [property]: value } : {};
}
