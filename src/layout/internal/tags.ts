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
 * A primitive's props when it renders as `T`, but its ref: its own props, then that element's own
 * attributes (`start` and `reversed` on an `ol`, `open` on a `details`…).
 */
export type PolymorphicPropsWithoutRef<T extends HtmlTag, Own> = Own & { as?: T } & Omit<ComponentPropsWithoutRef<T>, keyof Own | 'as' | 'ref'>;

/**
 * A primitive's props when it renders as `T`: `PolymorphicPropsWithoutRef` and that element's own
 * ref type, as `ComponentProps<T>` has it. The component itself also takes an object ref typed for
 * any element `T`'s element is (`HTMLElement`): see `PolymorphicRef`.
 */
export type PolymorphicProps<T extends HtmlTag, Own> = PolymorphicPropsWithoutRef<T, Own> & { ref?: Ref<HTMLElementTagNameMap[T]> };

/**
 * The refs a primitive rendered as the element `E` takes: a callback taking `E`, `null`, or an
 * object ref whose `current` the element fits (`X`, what the given ref holds: `HTMLOListElement`
 * or `HTMLElement` for an `ol`, never `HTMLDivElement`). TypeScript infers `X` from the ref given;
 * an object ref for another element gets a type no ref has, so the error names both elements.
 * (Object refs are checked through `X`, not by covariance: a `RefObject<HTMLDivElement>` is
 * assignable to a `RefObject<HTMLElement>`, and an `HTMLOListElement` to an `HTMLUListElement`.)
 */
export type PolymorphicRef<X, E extends Element> =
  | ([E] extends [NonNullable<X>] ? RefObject<X> : { 'this ref cannot hold the element': E })
  | ((instance: E | null) => void | (() => void))
  | null;

/**
 * A primitive whose props follow its `as`: TypeScript infers the tag from `as` (else `Default`)
 * and checks the element's own attributes and its ref (`PolymorphicRef`) against it.
 */
export interface PolymorphicComponent<Tags extends HtmlTag, Default extends Tags, Own> {
  <T extends Tags = Default, X = never>(props: PolymorphicPropsWithoutRef<T, Own> & { ref?: PolymorphicRef<X, HTMLElementTagNameMap[T]> }): ReactElement | null;
  displayName?: string;
}
