import type { HTMLAttributes, Ref } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, withClass } from '../internal/props';
import type { BlockTag, PolymorphicTag } from '../internal/tags';
import styles from './Center.module.css';

export interface CenterProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render.
   * @default 'div'
   * @example <Center as="main">…</Center>
   */
  as?: BlockTag;
  /**
   * The largest inline size of the content (gutters excluded), as a CSS length. Defaults to the
   * measure token, a comfortable line length.
   * @default 'var(--gw-measure)'
   * @example <Center max="40rem">…</Center>
   */
  max?: string;
  /**
   * Space kept at the inline start and end, so content never touches a narrow screen's edges:
   * a token `'0'`–`'9'` or a CSS length, optionally per breakpoint.
   * @example <Center gutters={{ initial: '4', lg: '6' }}>…</Center>
   */
  gutters?: Responsive<SpaceValue>;
  /**
   * Centres each child by its own width too, instead of letting it fill the column.
   * @default false
   * @example <Center intrinsic><button>Retry</button></Center>
   */
  intrinsic?: boolean;
  /**
   * Centres the text as well.
   * @default false
   * @example <Center andText><p>Short message</p></Center>
   */
  andText?: boolean;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A column centred in its container, no wider than `max`, with optional gutters.
 * @example
 * <Center max="32rem" gutters="4" andText><h1>Page not found</h1></Center>
 */
export function Center({
  as = 'div',
  max,
  gutters,
  intrinsic = false,
  andText = false,
  className,
  style,
  ...rest
}: CenterProps) {
  const Tag = as as unknown as PolymorphicTag;
  return (
    <Tag
      {...rest}
      className={withClass(styles.center, className)}
      style={layoutStyle(style, { gutters, 'center-max': max })}
      data-intrinsic={intrinsic ? '' : undefined}
      data-and-text={andText ? '' : undefined}
    />
  );
}
