import type { HTMLAttributes, Ref } from 'react';
import { mergeStyle, withClass } from '../internal/props';
import type { PolymorphicTag } from '../internal/tags';
import { parseRatio } from './ratio';
import styles from './Frame.module.css';

export interface FrameProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render.
   * @default 'div'
   * @example <Frame as="figure">…</Frame>
   */
  as?: 'div' | 'figure' | 'section';
  /**
   * Width to height, as `"w/h"` or one number. 16/9, 1/1, 4/3, 3/2, 21/9, 3/4 and 9/16 render with
   * no `style` attribute; other positive ratios work through a custom property. Anything else
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
  const { keyword, css } = parseRatio(ratio);
  return (
    <Tag
      {...rest}
      className={withClass(styles.frame, className)}
      style={mergeStyle(css ? { '--gw-frame-ratio': css } : {}, style)}
      data-ratio={keyword}
    />
  );
}
