'use client';
import { focusByScript } from '../../errors/focusByScript';

/**
 * Once `root` shows an `h1` (a page still loading has none; a suspended route keeps the previous
 * page in the document, hidden: only a rendered heading counts) other than `previous`, moves focus
 * to it, with a ring only for a person using the keyboard. A heading that already has focus is
 * focused again, so a screen reader reads it again: focus is the announcement of the change.
 * Returns the function that stops waiting.
 * @example const stop = focusHeadingWhenShown(routes, { previous: document.activeElement });
 */
export function focusHeadingWhenShown(
  root: HTMLElement,
  { previous, onFocused }: { previous?: Element | null; onFocused?: (heading: HTMLElement) => void } = {},
): () => void {
  const shown = () => [...root.querySelectorAll<HTMLElement>('h1')].find((h1) => h1 !== previous && h1.getClientRects().length > 0);
  const focus = (heading: HTMLElement) => {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    if (document.activeElement === heading) heading.blur();
    focusByScript(heading);
    onFocused?.(heading);
  };
  const found = shown();
  if (found) {
    focus(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = shown();
    if (!heading) return;
    observer.disconnect();
    focus(heading);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return () => observer.disconnect();
}
