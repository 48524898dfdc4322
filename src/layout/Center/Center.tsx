import { createElement, forwardRef, type ForwardedRef } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, withClass } from '../internal/props';
import type { BlockTag, PolymorphicComponent, PolymorphicProps } from '../internal/tags';
import { center } from './Center.module.css';

/** The elements a Center renders as. */
export type CenterTag = BlockTag;

/** Center's own props; `CenterProps` adds the rendered element's attributes and ref. */
export interface CenterOwnProps {
  /**
   * The element to render.
   * @default 'div'
   * @example <Center as="main">…</Center>
   */
  as?: CenterTag;
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
}

/** A Center's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type CenterProps<T extends CenterTag = CenterTag> = PolymorphicProps<T, CenterOwnProps>;

/**
 * A column centred in its container, no wider than `max`, with optional gutters.
 * @example
 * <Center max="32rem" gutters="4" andText><h1>Page not found</h1></Center>
 */
export const Center = forwardRef(function Center(
  {
    as = 'div',
    max,
    gutters,
    intrinsic,
    andText,
    className,
    style,
    ...rest
  }: CenterProps<CenterTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(as, {
    ref,
    ...rest,
    className: withClass(center, className),
    style: layoutStyle(style, { gutters, 'center-max': max }),
    'data-intrinsic': intrinsic ? '' : undefined,
    'data-and-text': andText ? '' : undefined,
  });
}) as PolymorphicComponent<CenterTag, 'div', CenterOwnProps>;
