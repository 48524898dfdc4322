import { createElement, forwardRef, type ForwardedRef } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, withClass } from '../internal/props';
import type { BlockTag, PolymorphicComponent, PolymorphicProps } from '../internal/tags';
import { bleed } from './Bleed.module.css';

/** The elements a Bleed renders as. */
export type BleedTag = BlockTag | 'figure' | 'li';

/** Bleed's own props; `BleedProps` adds the rendered element's attributes and ref. */
export interface BleedOwnProps {
  /**
   * The element to render.
   * @default 'div'
   * @example <Bleed as="figure">…</Bleed>
   */
  as?: BleedTag;
  /**
   * How far to reach out at both inline sides (left and right in ltr): a token `'0'`–`'9'` or a
   * CSS length, optionally per breakpoint. Usually the parent's padding.
   * @example <Bleed inline="4"><img src="…" alt="…" /></Bleed>
   */
  inline?: Responsive<SpaceValue>;
  /**
   * How far to reach out at both block sides (top and bottom).
   * @example <Bleed block="2">…</Bleed>
   */
  block?: Responsive<SpaceValue>;
  /**
   * How far to reach out at the inline start (left in ltr, right in rtl); overrides `inline`.
   * @example <Bleed inlineStart="4">…</Bleed>
   */
  inlineStart?: Responsive<SpaceValue>;
  /**
   * How far to reach out at the inline end (right in ltr, left in rtl); overrides `inline`.
   * @example <Bleed inlineEnd="4">…</Bleed>
   */
  inlineEnd?: Responsive<SpaceValue>;
  /**
   * How far to reach out at the block start (top); overrides `block`.
   * @example <Bleed blockStart="4">…</Bleed>
   */
  blockStart?: Responsive<SpaceValue>;
  /**
   * How far to reach out at the block end (bottom); overrides `block`.
   * @example <Bleed blockEnd="4">…</Bleed>
   */
  blockEnd?: Responsive<SpaceValue>;
}

/** A Bleed's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type BleedProps<T extends BleedTag = BleedTag> = PolymorphicProps<T, BleedOwnProps>;

/**
 * Extends its content into the parent's padding by negative margins, side by logical side, so it
 * mirrors in right-to-left.
 * @example
 * <Box padding="4"><Bleed inline="4" blockStart="4"><img src="…" alt="…" /></Bleed>…</Box>
 */
export const Bleed = forwardRef(function Bleed(
  {
    as = 'div',
    inline,
    block,
    inlineStart,
    inlineEnd,
    blockStart,
    blockEnd,
    className,
    style,
    ...rest
  }: BleedProps<BleedTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  const sides = {
    'bleed-is': inlineStart ?? inline,
    'bleed-ie': inlineEnd ?? inline,
    'bleed-bs': blockStart ?? block,
    'bleed-be': blockEnd ?? block,
  };
  return createElement(as, { ref, ...rest, className: withClass(bleed, className), style: layoutStyle(style, sides) });
}) as PolymorphicComponent<BleedTag, 'div', BleedOwnProps>;
