'use client';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// On a server neither effect runs; React 18 warns about a layout effect there, so it gets the other.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Whether `run` is still the live run of the effect (read after its cleanup, on purpose). */
const isLive = (runs: RefObject<number>, run: number) => runs.current === run;

/**
 * Makes `document.title` say `title` while the component is mounted. The error pages also render a
 * `<title>` element: React 19 hoists it into `<head>`, before any static `<title>` there (and on
 * hydration takes over the document's first one), so the title is in the server HTML and right in
 * the same commit as the page; this hook then writes nothing. It writes `document.title` only where
 * that is still not `title` (a hook user without a `<title>` element, a title React does not
 * manage). It removes this title's copies outside `<head>`: server HTML rendered into a container
 * carries the `<title>` there, and hydration leaves that copy behind. When the page goes and takes
 * the document's last title with it, the title from before the page comes back. A layout effect:
 * never a frame with the old title. Server rendering never runs it. `undefined` or an empty string
 * leaves the title alone.
 * @example useDocumentTitle(notFoundTitle(locale));
 */
export function useDocumentTitle(title: string | undefined): void {
  // Read on the first render, before React's <title> (or hydration) changes it.
  const [before] = useState(() => (typeof document === 'undefined' ? '' : document.title));
  // Which run of the effect is the live one: StrictMode's cleanup-and-run-again is not an unmount.
  const run = useRef(0);
  useBrowserLayoutEffect(() => {
    if (!title) return undefined;
    const thisRun = ++run.current;
    for (const element of document.querySelectorAll('title')) {
      if (element instanceof HTMLTitleElement && element.textContent === title && !element.closest('head')) element.remove();
    }
    const previous = document.title === title ? before : document.title;
    if (document.title !== title) document.title = title;
    return () => {
      // React removes its <title> after this cleanup, in the same commit: look once it has.
      queueMicrotask(() => {
        if (!isLive(run, thisRun)) return;
        if (previous && previous !== title && (document.title === title || document.title === '')) document.title = previous;
      });
    };
  }, [title, before]);
}
