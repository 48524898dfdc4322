/** Resizing inside a play function: intrinsic layouts react to their container, not the viewport. */

/**
 * Sets an element's inline size in px; the next measurement sees the new layout. Transitions are
 * turned off on it first: under reduced motion the reset gives every property a 0.01ms
 * transition, which would otherwise keep the old size until the next frame.
 */
export function setInlineSize(element: HTMLElement, px: number) {
  element.style.transition = 'none';
  element.style.inlineSize = `${px}px`;
}

/** The number of columns items occupy: how many distinct inline positions their boxes start at. */
export function columnCount(items: Element[]): number {
  return new Set(items.map((el) => Math.round(el.getBoundingClientRect().left))).size;
}

/** The number of rows items occupy: how many distinct block positions their boxes start at. */
export function rowCount(items: Element[]): number {
  return new Set(items.map((el) => Math.round(el.getBoundingClientRect().top))).size;
}
