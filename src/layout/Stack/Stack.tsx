import { createElement, forwardRef, type ForwardedRef } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, withClass, type layoutPropValues } from '../internal/props';
import { listRole, type BlockTag, type ListTag, type PolymorphicComponent, type PolymorphicProps } from '../internal/tags';
import { stack } from './Stack.module.css';

/** Cross-axis alignment of a Stack's children. */
export type StackAlign = (typeof layoutPropValues.stackAlign)[number];

/** The elements a Stack renders as. */
export type StackTag = BlockTag | ListTag;

/** Stack's own props; `StackProps` adds the rendered element's attributes and ref. */
export interface StackOwnProps {
  /**
   * The element to render. Use `ul` or `ol` (with `li` children) for a list: list semantics are
   * kept even though the bullets are removed.
   * @default 'div'
   * @example <Stack as="ul">{items.map((item) => <li key={item.id}>{item.name}</li>)}</Stack>
   */
  as?: StackTag;
  /**
   * Space between children: a token `'0'`–`'9'` or a CSS length, optionally per breakpoint.
   * Empty, `null` and `false` children take no space.
   * @default '4'
   * @example <Stack gap={{ initial: '2', md: '5' }}>…</Stack>
   */
  gap?: Responsive<SpaceValue>;
  /**
   * How children align across the stack (inline axis).
   * @default 'stretch'
   * @example <Stack align="center">…</Stack>
   */
  align?: Responsive<StackAlign>;
  /**
   * Pushes the children after this many (a whole number from 1) to the far end of the stack. The
   * stack then fills its container's block size, so give the container one.
   * @example <Stack splitAfter={2}>…</Stack>
   */
  splitAfter?: number;
}

/** A Stack's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type StackProps<T extends StackTag = StackTag> = PolymorphicProps<T, StackOwnProps>;

/**
 * Vertical flow with consistent space between children, from `gap` (not margins), so empty
 * children add no stray space.
 * @example
 * <Stack gap="3"><h2>Title</h2><p>Body</p></Stack>
 */
export const Stack = forwardRef(function Stack(
  { as = 'div', gap, align, splitAfter, className, style, ...rest }: StackProps<StackTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(as, {
    ref,
    role: listRole[as],
    ...rest,
    className: withClass(stack, className),
    style: layoutStyle(style, { gap, align, 'split-after': splitAfter }),
    // Zero, negative and fractional counts split nothing (see the CSS).
    'data-split-after': splitAfter,
  });
}) as PolymorphicComponent<StackTag, 'div', StackOwnProps>;
