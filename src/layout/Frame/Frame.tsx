import { createElement, forwardRef, type ForwardedRef } from 'react';
import { layoutStyle, withClass, type layoutPropValues } from '../internal/props';
import type { PolymorphicComponent, PolymorphicProps } from '../internal/tags';
import { parseRatio } from './ratio';
import { frame } from './Frame.module.css';

/** The elements a Frame renders as. */
export type FrameTag = (typeof layoutPropValues.frameTag)[number];

/** Frame's own props; `FrameProps` adds the rendered element's attributes and ref. */
export interface FrameOwnProps {
  /**
   * The element to render.
   * @default 'div'
   * @example <Frame as="figure">…</Frame>
   */
  as?: FrameTag;
  /**
   * Width to height, as `"w/h"` or one number (`"1.5"`). Anything that is not a positive ratio
   * falls back to 16/9.
   * @default '16/9'
   * @example <Frame ratio="4/3"><img src="…" alt="…" /></Frame>
   */
  ratio?: string;
}

/** A Frame's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type FrameProps<T extends FrameTag = FrameTag> = PolymorphicProps<T, FrameOwnProps>;

/**
 * A box of a fixed aspect ratio that crops the image or video inside it to fill it.
 * @example
 * <Frame ratio="16/9"><img src="/cover.jpg" alt="The harbour at dawn" /></Frame>
 */
export const Frame = forwardRef(function Frame(
  { as = 'div', ratio, className, style, ...rest }: FrameProps<FrameTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(as, { ref, ...rest, className: withClass(frame, className), style: layoutStyle(style, { 'frame-ratio': parseRatio(ratio) }) });
}) as PolymorphicComponent<FrameTag, 'div', FrameOwnProps>;
