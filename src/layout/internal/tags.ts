import type { ElementType, HTMLAttributes, Ref } from 'react';
import type { layoutPropValues } from './props';

/** Sectioning and grouping elements a layout primitive may render as. */
export type BlockTag = (typeof layoutPropValues.blockTag)[number];

/** Elements that hold a list of items. Their children should be `li`. */
export type ListTag = (typeof layoutPropValues.listTag)[number];

/**
 * A tag name typed as a component that takes any HTML element's props and ref. TypeScript cannot
 * relate a union of tag names to one ref type, so primitives cast their `as` to this, once.
 */
export type PolymorphicTag = ElementType<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;
