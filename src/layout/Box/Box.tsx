import { createElement, forwardRef, type ForwardedRef } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, withClass, type layoutPropValues } from '../internal/props';
import type { BlockTag, ListTag, PolymorphicComponent, PolymorphicProps } from '../internal/tags';
import { box } from './Box.module.css';

/** A background from the colour tokens. `accent` also switches the text to its readable pair. */
export type BoxBackground = (typeof layoutPropValues.boxBackground)[number];

/** A corner radius from the shape tokens. */
export type BoxRadius = (typeof layoutPropValues.boxRadius)[number];

const backgrounds: readonly string[] = ['background', 'surface', 'accent'];
const radii: readonly string[] = ['0', '1', '2', '3', 'full'];
/** A value from the list, or nothing: unknown input from untyped callers renders no attribute. */
const known = (list: readonly string[], value: string | undefined) => (value && list.includes(value) ? value : undefined);

/** The elements a Box renders as. */
export type BoxTag = BlockTag | ListTag | 'li';

/** Box's own props; `BoxProps` adds the rendered element's attributes and ref. */
export interface BoxOwnProps {
  /**
   * The element to render.
   * @default 'div'
   * @example <Box as="section" aria-labelledby="t">…</Box>
   */
  as?: BoxTag;
  /**
   * Padding on all sides: a token `'0'`–`'9'` or a CSS length, optionally per breakpoint.
   * @example <Box padding="4">…</Box>
   * @example <Box padding={{ initial: '3', md: '6' }}>…</Box>
   */
  padding?: Responsive<SpaceValue>;
  /**
   * Padding at the inline start and end (left and right in ltr, mirrored in rtl); overrides `padding`.
   * @example <Box paddingInline="5">…</Box>
   */
  paddingInline?: Responsive<SpaceValue>;
  /**
   * Padding at the block start and end (top and bottom); overrides `padding`.
   * @example <Box paddingBlock="2">…</Box>
   */
  paddingBlock?: Responsive<SpaceValue>;
  /**
   * Background colour token.
   * @example <Box background="surface">…</Box>
   */
  background?: BoxBackground;
  /**
   * Draws a border in the border colour token (3:1 against the background).
   * @default false
   * @example <Box border>…</Box>
   */
  border?: boolean;
  /**
   * Corner radius token.
   * @example <Box radius="2">…</Box>
   */
  radius?: BoxRadius;
}

/** A Box's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type BoxProps<T extends BoxTag = BoxTag> = PolymorphicProps<T, BoxOwnProps>;

/**
 * A box of padding, background, border and radius, all from tokens.
 * @example
 * <Box padding="4" background="surface" radius="2" border>Content</Box>
 */
export const Box = forwardRef(function Box(
  {
    as = 'div',
    padding,
    paddingInline,
    paddingBlock,
    background,
    border,
    radius,
    className,
    style,
    ...rest
  }: BoxProps<BoxTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(as, {
    ref,
    ...rest,
    className: withClass(box, className),
    style: layoutStyle(style, { padding, 'padding-inline': paddingInline, 'padding-block': paddingBlock }),
    'data-background': known(backgrounds, background),
    'data-radius': known(radii, radius),
    'data-border': border ? '' : undefined,
  });
}) as PolymorphicComponent<BoxTag, 'div', BoxOwnProps>;
