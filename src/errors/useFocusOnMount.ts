'use client';
import { useEffect, useRef, type RefObject } from 'react';
import { focusByScript } from './focusByScript';

/**
 * Moves focus to an element once it is mounted, when `trigger` is truthy, and again whenever a
 * truthy `trigger` changes (pass the location to refocus on each navigation that keeps the same
 * page mounted). After a navigation a page's heading takes focus, so screen readers announce the
 * new page and Tab starts from it. The element needs `tabIndex={-1}` if it is not focusable
 * itself. Runs in an effect (nothing at render time). The ring shows only when the person is using
 * the keyboard (`focusByScript`), in every engine.
 * @example useFocusOnMount(headingRef, location.pathname);
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, trigger: unknown): void {
  const focused = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!trigger || !element) return;
    if (document.activeElement === element) {
      // Focused already on mount (by whoever showed the page): once is enough.
      if (!focused.current) return void (focused.current = true);
      // A new trigger for the page on screen: focused again, so a screen reader reads it again.
      element.blur();
    }
    focused.current = true;
    focusByScript(element);
  }, [ref, trigger]);
}
