import { createElement, forwardRef, type ForwardedRef } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, mapResponsive, withClass } from '../internal/props';
import { listRole, type BlockTag, type ListTag, type PolymorphicComponent, type PolymorphicProps } from '../internal/tags';
import { container as containerClass, grid as gridClass } from './Grid.module.css';

/** A fixed number of equal columns, 1 to 12. */
export type GridColumns = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** The elements a Grid renders as. */
export type GridTag = BlockTag | ListTag;

/** Grid's own props; `GridProps` adds the rendered element's attributes and ref. */
export interface GridOwnProps {
  /**
   * The element to render. Use `ul` or `ol` (with `li` children) for a list of cards: list
   * semantics are kept even though the bullets are removed.
   * @default 'div'
   * @example <Grid as="ul">{items.map((item) => <li key={item.id}>{item.name}</li>)}</Grid>
   */
  as?: GridTag;
  /**
   * The narrowest a column may get, as a CSS length: the grid fits as many columns of at least
   * this width as it can (auto-fit). A container narrower than this gets one full-width column,
   * never horizontal overflow. Ignored where `columns` applies.
   * @default '16rem'
   * @example <Grid minItemWidth="12rem">…</Grid>
   */
  minItemWidth?: string;
  /**
   * A fixed number of equal columns (1–12) instead of auto-fit, optionally per breakpoint. Below
   * the first breakpoint given, the grid auto-fits. Other values are ignored.
   * @example <Grid columns={{ initial: 1, sm: 2, lg: 4 }}>…</Grid>
   */
  columns?: Responsive<GridColumns>;
  /**
   * Breakpoints of `columns` measure the Grid's own width (container queries) instead of the
   * viewport. The Grid is then wrapped in a `div` that is the query container; it needs a width
   * from its surroundings (block flow or a stretched flex item), not from its content.
   * @default false
   * @example <Grid container columns={{ initial: 1, md: 3 }}>…</Grid>
   */
  container?: boolean;
  /**
   * Space between columns and, unless `rowGap` is set, between rows: a token `'0'`–`'9'` or a CSS
   * length, optionally per breakpoint.
   * @default '4'
   * @example <Grid gap={{ initial: '3', md: '5' }}>…</Grid>
   */
  gap?: Responsive<SpaceValue>;
  /**
   * Space between rows, when it should differ from `gap`.
   * @example <Grid gap="4" rowGap="6">…</Grid>
   */
  rowGap?: Responsive<SpaceValue>;
}

/** A Grid's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it (the grid, not the container-mode wrapper). */
export type GridProps<T extends GridTag = GridTag> = PolymorphicProps<T, GridOwnProps>;

/** A column count from 1 to 12, or nothing (auto-fit) for anything else untyped callers pass. */
const validColumns = (n: unknown) => (Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12 ? (n as number) : undefined);

/**
 * Columns that adapt to the space available: auto-fit from `minItemWidth`, or a fixed number of
 * `columns` per breakpoint (of the viewport, or of the Grid itself with `container`).
 * @example
 * <Grid minItemWidth="14rem" gap="4">{cards}</Grid>
 */
export const Grid = forwardRef(function Grid(
  {
    as = 'div',
    minItemWidth,
    columns,
    container,
    gap,
    rowGap,
    className,
    style,
    ...rest
  }: GridProps<GridTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  // Every count checked: a bad one would leave the grid without columns.
  const counts = mapResponsive(columns, validColumns);
  // In container mode, per-breakpoint counts go by the wrapper's width (container queries).
  const columnsStyle = layoutStyle(style, { columns: counts }, container ? 'cq' : 'bp');
  const grid = createElement(as, {
    ref,
    role: listRole[as],
    ...rest,
    className: withClass(gridClass, className),
    style: layoutStyle(columnsStyle, { gap, 'row-gap': rowGap, 'grid-min': minItemWidth }),
  });
  return container ? createElement('div', { className: containerClass }, grid) : grid;
}) as PolymorphicComponent<GridTag, 'div', GridOwnProps>;
