import type { HTMLAttributes, Ref } from 'react';
import { withClass, type layoutPropValues } from '../internal/props';
import type { PolymorphicTag } from '../internal/tags';
import styles from './VisuallyHidden.module.css';

/** Elements that can be visually hidden: phrasing by default, or a heading or block. */
export type VisuallyHiddenTag = (typeof layoutPropValues.visuallyHiddenTag)[number];

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
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
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Content for assistive technology only: read aloud, but a 1px clipped box on screen.
 * @example
 * <button><Icon /><VisuallyHidden>Close</VisuallyHidden></button>
 */
export function VisuallyHidden({ as = 'span', focusable = false, className, ...rest }: VisuallyHiddenProps) {
  const Tag = as as unknown as PolymorphicTag;
  return <Tag {...rest} className={withClass(styles.visuallyHidden, className)} data-focusable={focusable ? '' : undefined} />;
}
