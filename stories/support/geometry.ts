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
