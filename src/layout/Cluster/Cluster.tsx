import { createElement, forwardRef, type ForwardedRef } from 'react';
import type { Responsive, SpaceValue } from '../../tokens/space';
import { layoutStyle, mapResponsive, withClass, type layoutPropValues } from '../internal/props';
import { listRole, type BlockTag, type ListTag, type PolymorphicComponent, type PolymorphicProps } from '../internal/tags';
import { cluster } from './Cluster.module.css';

/** Cross-axis (block) alignment of a Cluster's items on each line. */
export type ClusterAlign = (typeof layoutPropValues.clusterAlign)[number];

/** How a Cluster distributes its items along each line. */
export type ClusterJustify = (typeof layoutPropValues.clusterJustify)[number];

/** `between` is the one value whose CSS keyword differs (`space-between`). */
const justifyKeyword = (value: string | undefined) => (value === 'between' ? 'space-between' : value);

/** The elements a Cluster renders as. */
export type ClusterTag = BlockTag | ListTag;

/** Cluster's own props; `ClusterProps` adds the rendered element's attributes and ref. */
export interface ClusterOwnProps {
  /**
   * The element to render. Use `ul` or `ol` (with `li` children) for a list of links or tags:
   * list semantics are kept even though the bullets are removed.
   * @default 'div'
   * @example <Cluster as="ul">{tags.map((tag) => <li key={tag}>{tag}</li>)}</Cluster>
   */
  as?: ClusterTag;
  /**
   * Space between items on a line and, unless `rowGap` is set, between lines: a token `'0'`–`'9'`
   * or a CSS length, optionally per breakpoint.
   * @default '3'
   * @example <Cluster gap={{ initial: '2', md: '4' }}>…</Cluster>
   */
  gap?: Responsive<SpaceValue>;
  /**
   * Space between wrapped lines, when it should differ from `gap`.
   * @example <Cluster gap="4" rowGap="1">…</Cluster>
   */
  rowGap?: Responsive<SpaceValue>;
  /**
   * How items align across each line.
   * @default 'center'
   * @example <Cluster align="baseline">…</Cluster>
   */
  align?: Responsive<ClusterAlign>;
  /**
   * How items are distributed along each line; `between` pushes the first and last to the edges.
   * `start` and `end` follow the writing direction.
   * @default 'start'
   * @example <Cluster justify="between">…</Cluster>
   */
  justify?: Responsive<ClusterJustify>;
  /**
   * `false` keeps every item on one line (it may then overflow; pair with `overflow: auto`).
   * @default true
   * @example <Cluster wrap={false}>…</Cluster>
   */
  wrap?: boolean;
}

/** A Cluster's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type ClusterProps<T extends ClusterTag = ClusterTag> = PolymorphicProps<T, ClusterOwnProps>;

/**
 * A row of items that wraps onto new lines when it runs out of room, with even space between
 * items and between lines: buttons, tags, links, a page's actions.
 * @example
 * <Cluster gap="2" justify="end"><button>Cancel</button><button>Save</button></Cluster>
 */
export const Cluster = forwardRef(function Cluster(
  { as = 'div', gap, rowGap, align, justify, wrap, className, style, ...rest }: ClusterProps<ClusterTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(as, {
    ref,
    role: listRole[as],
    ...rest,
    className: withClass(cluster, className),
    style: layoutStyle(style, { gap, 'row-gap': rowGap, align, justify: mapResponsive(justify, justifyKeyword) }),
    'data-wrap': wrap === false ? 'false' : undefined,
  });
}) as PolymorphicComponent<ClusterTag, 'div', ClusterOwnProps>;
