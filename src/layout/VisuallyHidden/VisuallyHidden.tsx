import { createElement, forwardRef, type ForwardedRef } from 'react';
import { withClass, type layoutPropValues } from '../internal/props';
import type { PolymorphicComponent, PolymorphicProps } from '../internal/tags';
import { visuallyHidden } from './VisuallyHidden.module.css';

/** Elements that can be visually hidden: phrasing by default, or a heading or block. */
export type VisuallyHiddenTag = (typeof layoutPropValues.visuallyHiddenTag)[number];

/** VisuallyHidden's own props; `VisuallyHiddenProps` adds the rendered element's attributes and ref. */
export interface VisuallyHiddenOwnProps {
  /**
   * The element to render: `span` inside text, a heading to name a section for screen-reader
   * navigation without showing it.
   * @default 'span'
   * @example <VisuallyHidden as="h2">Search results</VisuallyHidden>
   */
  as?: VisuallyHiddenTag;
  /**
   * Shows the content while anything inside it has keyboard focus: the pattern for skip links.
   * @default false
   * @example <VisuallyHidden focusable><a href="#main">Skip to content</a></VisuallyHidden>
   */
  focusable?: boolean;
}

/** A VisuallyHidden's props rendered as `T` (any of its tags unless `T` names one); the ref is forwarded to it. */
export type VisuallyHiddenProps<T extends VisuallyHiddenTag = VisuallyHiddenTag> = PolymorphicProps<T, VisuallyHiddenOwnProps>;

/**
 * Content for assistive technology only: read aloud, but a 1px clipped box on screen.
 * @example
 * <button><Icon /><VisuallyHidden>Close</VisuallyHidden></button>
 */
export const VisuallyHidden = forwardRef(function VisuallyHidden(
  { as = 'span', focusable, className, ...rest }: VisuallyHiddenProps<VisuallyHiddenTag>,
  ref: ForwardedRef<HTMLElement>,
) {
  return createElement(as, { ref, ...rest, className: withClass(visuallyHidden, className), 'data-focusable': focusable ? '' : undefined });
}) as PolymorphicComponent<VisuallyHiddenTag, 'span', VisuallyHiddenOwnProps>;
