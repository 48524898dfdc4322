/** Geometry helpers for play functions: measure what the browser laid out, not class names. */

/** The px value of a space token, read from the live custom property. */
export function tokenPx(token: string, from: Element = document.documentElement): number {
  const probe = document.createElement('div');
  probe.style.inlineSize = `var(--gw-space-${token})`;
  from.appendChild(probe);
  const px = probe.getBoundingClientRect().width;
  probe.remove();
  return px;
}

/** Vertical distances between consecutive boxes (top of each minus bottom of the previous). */
export function blockGaps(elements: Element[]): number[] {
  const rects = elements.map((el) => el.getBoundingClientRect());
  return rects.slice(1).map((rect, i) => round(rect.top - rects[i]!.bottom));
}

/** Horizontal distances between consecutive boxes on one line, in reading order either way. */
export function inlineGaps(elements: Element[]): number[] {
  const rects = elements.map((el) => el.getBoundingClientRect()).sort((a, b) => a.left - b.left);
  return rects.slice(1).map((rect, i) => round(rect.left - rects[i]!.right));
}

export const round = (n: number) => Math.round(n * 100) / 100;

/** A box's inline edges in reading order: `start` and `end` grow along the line as it is read. */
export interface InlineEdges {
  start: number;
  end: number;
  size: number;
}

/**
 * Inline edges for the direction the story is shown in (its `globals.direction`, which the toolbar
 * can flip): in rtl measured from the right edge leftwards, so a play's inline arithmetic
 * (`content.start - side.end`) is one for both directions, and a layout that ignored the direction
 * fails it. Takes the direction the play expects, not the computed one, for that reason.
 */
export function inlineEdgesIn(direction: unknown): (box: Element | DOMRect) => InlineEdges {
  const rtl = direction === 'rtl';
  return (box) => {
    const rect = box instanceof Element ? box.getBoundingClientRect() : box;
    return rtl ? { start: -rect.right, end: -rect.left, size: rect.width } : { start: rect.left, end: rect.right, size: rect.width };
  };
}
