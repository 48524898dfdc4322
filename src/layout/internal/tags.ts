import type { ComponentPropsWithoutRef, JSX, ReactElement, Ref, RefObject } from 'react';
import type { layoutPropValues } from './props';

/** Sectioning and grouping elements a layout primitive may render as. */
export type BlockTag = (typeof layoutPropValues.blockTag)[number];

/** Elements that hold a list of items. Their children should be `li`. */
export type ListTag = (typeof layoutPropValues.listTag)[number];

/**
 * The role a primitive gives its element: `list` for a list tag, since Safari drops list semantics
 * once the bullets are removed (the primitives' CSS removes them); nothing for any other tag.
 */
export const listRole: Partial<Record<string, 'list'>> = { ul: 'list', ol: 'list' };

/** An HTML tag name React renders and the DOM has an element type for. */
export type HtmlTag = keyof HTMLElementTagNameMap & keyof JSX.IntrinsicElements;

/**
 * A primitive's props when it renders as `T`: its own props, then that element's own attributes
 * (`start` and `reversed` on an `ol`, `open` on a `details`…), and a ref to that element (an object
 * ref may also be typed `HTMLElement`, which that element is).
 */
export type PolymorphicProps<T extends HtmlTag, Own> = Own & {
  as?: T;
  ref?: Ref<HTMLElementTagNameMap[T]> | RefObject<HTMLElement | null>;
} & Omit<ComponentPropsWithoutRef<T>, keyof Own | 'as' | 'ref'>;

/**
 * A primitive whose props follow its `as`: TypeScript infers the tag from `as` (else `Default`)
 * and checks the element's own attributes and ref against it.
 */
export interface PolymorphicComponent<Tags extends HtmlTag, Default extends Tags, Own> {
  <T extends Tags = Default>(props: PolymorphicProps<T, Own>): ReactElement | null;
  displayName?: string;
}
