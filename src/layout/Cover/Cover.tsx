import { createElement, forwardRef, type ForwardedRef, type ReactNode } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, withClass } from '../internal/props';
import type { BlockTag, PolymorphicComponent, PolymorphicProps } from '../internal/tags';
import { cover, principal } from './Cover.module.css';

/** The elements a Cover renders as. */
export type CoverTag = BlockTag;

/** Cover's own props; `CoverProps` adds the rendered element's attributes and ref. */
export interface CoverOwnProps {
  /**
   * The element to render.
   * @default 'div'
   * @example <Cover as="section" aria-labelledby="title">…</Cover>
   */
  as?: CoverTag;
  /**
   * The principal content, centred in the block direction. Put the page's `<main>` here.
   * @example <Cover><main><h1>Page not found</h1></main></Cover>
   */
  children?: ReactNode;
  /**
   * Content pinned to the block start (a header, a logo). Rendered as given, before the principal.
   * @example <Cover top={<header>Groundwork</header>}>…</Cover>
   */
  top?: ReactNode;
  /**
   * Content pinned to the block end (a footer, a link home). Rendered as given, after the principal.
   * @example <Cover bottom={<footer>© 2026</footer>}>…</Cover>
   */
  bottom?: ReactNode;
  /**
   * The smallest block size of the cover, as a CSS length. Defaults to the full dynamic viewport,
   * so mobile browser toolbars never push content off screen.
   * @default '100dvh'
   * @example <Cover minHeight="24rem">…</Cover>
   */
  minHeight?: string;
  /**
   * The least space between the top region, the principal and the bottom region: a token
   * `'0'`–`'9'` or a CSS length, optionally per breakpoint.
   * @default '4'
   * @example <Cover gap="6">…</Cover>
   */
  gap?: Responsive<SpaceValue>;
  /**
   * Padding on all sides inside the cover (counted within `minHeight`): a token or a CSS length,
   * optionally per breakpoint.
   * @example <Cover padding={{ initial: '3', md: '5' }}>…</Cover>
   */
  padding?: Responsive<SpaceValue>;
}

/** A Cover's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type CoverProps<T extends CoverTag = CoverTag> = PolymorphicProps<T, CoverOwnProps>;

/**
 * A region at least `minHeight` tall (the whole viewport by default) with its principal content
 * centred vertically, and optional top and bottom regions: the skeleton of every error page.
 * @example
 * <Cover top={<header>Logo</header>} bottom={<footer>Help</footer>}><main>…</main></Cover>
 */
export const Cover = forwardRef(function Cover(
  {
    as = 'div',
    children,
    top,
    bottom,
    minHeight,
    gap,
    padding,
    className,
    style,
    ...rest
  }: CoverProps<CoverTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(
    as,
    { ref, ...rest, className: withClass(cover, className), style: layoutStyle(style, { gap, padding, 'cover-min-height': minHeight }) },
    top,
    createElement('div', { className: principal }, children),
    bottom,
  );
}) as PolymorphicComponent<CoverTag, 'div', CoverOwnProps>;
