import { createElement, forwardRef, type ForwardedRef } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, withClass } from '../internal/props';
import { listRole, type BlockTag, type ListTag, type PolymorphicComponent, type PolymorphicProps } from '../internal/tags';
import { switcher } from './Switcher.module.css';

/** The elements a Switcher renders as. */
export type SwitcherTag = BlockTag | ListTag;

/** Switcher's own props; `SwitcherProps` adds the rendered element's attributes and ref. */
export interface SwitcherOwnProps {
  /**
   * The element to render. Use `ul` or `ol` (with `li` children) for a list: list semantics are
   * kept even though the bullets are removed.
   * @default 'div'
   * @example <Switcher as="ul">{items.map((item) => <li key={item.id}>{item.name}</li>)}</Switcher>
   */
  as?: SwitcherTag;
  /**
   * The Switcher's own inline size (not the viewport's) at which its children flip from one row
   * (wider) to one column (narrower), as a CSS length. Defaults to the measure token.
   * @default 'var(--gw-measure)'
   * @example <Switcher threshold="30rem">…</Switcher>
   */
  threshold?: string;
  /**
   * With more children than this (1–6), they always form a column: four cards in a row may fit
   * the threshold, but not look right. Other values are ignored.
   * @example <Switcher limit={3}>…</Switcher>
   */
  limit?: number;
  /**
   * Space between children, in the row and in the column: a token `'0'`–`'9'` or a CSS length,
   * optionally per breakpoint.
   * @default '4'
   * @example <Switcher gap="5">…</Switcher>
   */
  gap?: Responsive<SpaceValue>;
}

/** A Switcher's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type SwitcherProps<T extends SwitcherTag = SwitcherTag> = PolymorphicProps<T, SwitcherOwnProps>;

/**
 * Children in one row of equal widths while the Switcher is wider than `threshold`, in one column
 * below it: never an awkward in-between of two on one line and one on the next.
 * @example
 * <Switcher threshold="32rem" gap="4"><Card /><Card /><Card /></Switcher>
 */
export const Switcher = forwardRef(function Switcher(
  { as = 'div', threshold, limit, gap, className, style, ...rest }: SwitcherProps<SwitcherTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(as, {
    ref,
    role: listRole[as],
    ...rest,
    className: withClass(switcher, className),
    style: layoutStyle(style, { gap, 'switcher-threshold': threshold }),
    // Only 1–6 have a rule in Switcher.module.css; anything else sets no limit.
    'data-limit': limit,
  });
}) as PolymorphicComponent<SwitcherTag, 'div', SwitcherOwnProps>;
