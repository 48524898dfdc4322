'use client';
import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to an element once it is mounted, when `trigger` is truthy, and again whenever a
 * truthy `trigger` changes (pass the location to refocus on each navigation that keeps the same
 * page mounted). After a navigation a page's heading takes focus, so screen readers announce the
 * new page and Tab starts from it. The element needs `tabIndex={-1}` if it is not focusable
 * itself. Runs in an effect (nothing at render time).
 * @example useFocusOnMount(headingRef, location.pathname);
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, trigger: unknown): void {
  useEffect(() => {
    if (trigger) ref.current?.focus();
  }, [ref, trigger]);
}
