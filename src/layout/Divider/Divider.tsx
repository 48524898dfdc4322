import { createElement, forwardRef, type HTMLAttributes } from 'react';
import { withClass, type layoutPropValues } from '../internal/props';
import { divider } from './Divider.module.css';

/** The direction the rule runs: `horizontal` between stacked items, `vertical` between items in a row. */
export type DividerOrientation = (typeof layoutPropValues.dividerOrientation)[number];

export interface DividerProps extends HTMLAttributes<HTMLHRElement> {
  /**
   * Which way the rule runs. `vertical` is for a Cluster or another flex row, where it spans the
   * line's height.
   * @default 'horizontal'
   * @example <Cluster><a href="/">Home</a><Divider orientation="vertical" /><a href="/help">Help</a></Cluster>
   */
  orientation?: DividerOrientation;
  /**
   * `false` makes it a real separator for assistive technology (`role="separator"`, with its
   * orientation): use it where the rule separates sections of meaning. By default the rule is
   * decorative and hidden from assistive technology, so it is not announced between every item.
   * @default true
   * @example <Divider decorative={false} />
   */
  decorative?: boolean;
}

/**
 * A thin rule between the items of a Stack (horizontal) or a Cluster (vertical). Spacing comes
 * from the parent's `gap`.
 * The ref is forwarded to the `hr`.
 * @example
 * <Stack gap="3"><p>404</p><Divider /><p>Page not found</p></Stack>
 */
export const Divider = forwardRef<HTMLHRElement, DividerProps>(function Divider({ orientation, decorative = true, className, ...rest }, ref) {
  const vertical = orientation === 'vertical';
  return createElement('hr', {
    ref,
    // An `hr` is a separator already; a decorative one is taken out of the accessibility tree.
    'aria-hidden': decorative ? true : undefined,
    'aria-orientation': !decorative && vertical ? 'vertical' : undefined,
    ...rest,
    className: withClass(divider, className),
    'data-orientation': vertical ? 'vertical' : undefined,
  });
});
