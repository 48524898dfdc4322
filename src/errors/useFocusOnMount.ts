import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to an element once it is mounted, when `enabled`: after a navigation, a page's
 * heading takes focus so screen readers announce the new page and Tab starts from it. The element
 * needs `tabIndex={-1}` if it is not focusable itself. Runs in an effect (nothing at render time).
 * @example useFocusOnMount(headingRef, focusOnMount);
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [ref, enabled]);
}
