import type { HTMLAttributes, Ref } from 'react';
import { layoutStyle, withClass, type layoutPropValues } from '../internal/props';
import type { PolymorphicTag } from '../internal/tags';
import { parseRatio } from './ratio';
import styles from './Frame.module.css';

export interface FrameProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render.
   * @default 'div'
   * @example <Frame as="figure">…</Frame>
   */
  as?: (typeof layoutPropValues.frameTag)[number];
  /**
   * Width to height, as `"w/h"` or one number (`"1.5"`). Anything that is not a positive ratio
   * falls back to 16/9.
   * @default '16/9'
   * @example <Frame ratio="4/3"><img src="…" alt="…" /></Frame>
   */
  ratio?: string;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A box of a fixed aspect ratio that crops the image or video inside it to fill it.
 * @example
 * <Frame ratio="16/9"><img src="/cover.jpg" alt="The harbour at dawn" /></Frame>
 */
export function Frame({ as = 'div', ratio, className, style, ...rest }: FrameProps) {
  const Tag = as as unknown as PolymorphicTag;
  return <Tag {...rest} className={withClass(styles.frame, className)} style={layoutStyle(style, { 'frame-ratio': parseRatio(ratio) })} />;
}
