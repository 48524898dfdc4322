import { createElement, forwardRef, type ForwardedRef } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, withClass, type layoutPropValues } from '../internal/props';
import type { BlockTag, PolymorphicComponent, PolymorphicProps } from '../internal/tags';
import { sidebar } from './Sidebar.module.css';

/** Which child is the sidebar: the first (`start`) or the last (`end`), in reading order. */
export type SidebarSide = (typeof layoutPropValues.sidebarSide)[number];

/** The elements a Sidebar renders as. */
export type SidebarTag = BlockTag;

/** Sidebar's own props; `SidebarProps` adds the rendered element's attributes and ref. */
export interface SidebarOwnProps {
  /**
   * The element to render.
   * @default 'div'
   * @example <Sidebar as="section">…</Sidebar>
   */
  as?: SidebarTag;
  /**
   * Which of the two children is the sidebar: the first (`start`, at the inline start: left in
   * ltr, right in rtl) or the last (`end`). Source order is reading order either way.
   * @default 'start'
   * @example <Sidebar side="end"><article>…</article><aside>…</aside></Sidebar>
   */
  side?: SidebarSide;
  /**
   * The sidebar's width while side by side, as a CSS length. Without it the sidebar is as wide as
   * its content.
   * @example <Sidebar sideWidth="16rem">…</Sidebar>
   */
  sideWidth?: string;
  /**
   * The content's minimum share of the width, as a percentage: when the content would get less,
   * the two wrap and stack. Higher wraps sooner.
   * @default '50%'
   * @example <Sidebar contentMin="60%">…</Sidebar>
   */
  contentMin?: string;
  /**
   * Space between the sidebar and the content (side by side or stacked): a token `'0'`–`'9'` or a
   * CSS length, optionally per breakpoint.
   * @default '4'
   * @example <Sidebar gap="5">…</Sidebar>
   */
  gap?: Responsive<SpaceValue>;
  /**
   * Keeps each child at its own height instead of stretching both to the taller one.
   * @default false
   * @example <Sidebar noStretch>…</Sidebar>
   */
  noStretch?: boolean;
}

/** A Sidebar's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type SidebarProps<T extends SidebarTag = SidebarTag> = PolymorphicProps<T, SidebarOwnProps>;

/**
 * Two children: a sidebar of its own width and content that takes the rest, side by side while
 * the content keeps at least `contentMin` of the width, stacked below that. No media queries: it
 * reacts to its own width. Give it exactly two children.
 * @example
 * <Sidebar sideWidth="15rem"><nav>…</nav><main>…</main></Sidebar>
 */
export const Sidebar = forwardRef(function Sidebar(
  {
    as = 'div',
    side = 'start',
    sideWidth,
    contentMin,
    gap,
    noStretch,
    className,
    style,
    ...rest
  }: SidebarProps<SidebarTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(as, {
    ref,
    ...rest,
    className: withClass(sidebar, className),
    style: layoutStyle(style, { gap, 'sidebar-width': sideWidth, 'sidebar-content-min': contentMin }),
    // Anything but `end` keeps the sidebar first.
    'data-side': side,
    'data-no-stretch': noStretch ? '' : undefined,
  });
}) as PolymorphicComponent<SidebarTag, 'div', SidebarOwnProps>;
