'use client';
import { useEffect, useRef, type RefObject } from 'react';
import styles from './RouteAnnouncer.module.css';

export interface RouteAnnouncerProps {
  /**
   * Changes on every client navigation (the path, say). The first value is the initial load, which
   * is not announced and does not move focus.
   * @example <RouteAnnouncer navigationKey={location.pathname} container={routesRef} />
   */
  navigationKey: string;
  /**
   * The key of the initial load, when the announcer mounts later than the app (loaded after the
   * first render): a navigation made before it mounted is still announced.
   * @default navigationKey on mount
   * @example <RouteAnnouncer navigationKey={location.pathname} initialKey={locationAtStart} container={ref} />
   */
  initialKey?: string;
  /**
   * The element the routes render into: its first rendered `h1` is the page's heading. The
   * announcer waits for one to appear (a page still loading has none).
   * @example <RouteAnnouncer navigationKey={path} container={ref} />
   */
  container: RefObject<HTMLElement | null>;
}

/** The text to announce: the page's title, or its heading's text when it set none. */
function settle(heading: HTMLElement): string {
  const text = heading.textContent?.trim() ?? '';
  if (!document.title.trim()) document.title = text;
  return document.title || text;
}

/**
 * After each client navigation: once the new page's heading is in the document, moves focus to
 * it, makes sure `document.title` is set, and announces the title in a polite live region.
 * @example
 * <>
 *   <div ref={routesRef}><Routes /></div>
 *   <RouteAnnouncer navigationKey={location.pathname} container={routesRef} />
 * </>
 */
export function RouteAnnouncer({ navigationKey, initialKey, container }: RouteAnnouncerProps) {
  const region = useRef<HTMLDivElement>(null);
  const first = useRef(initialKey ?? navigationKey);

  useEffect(() => {
    const root = container.current;
    if (!root || navigationKey === first.current) return;
    first.current = '';
    // The live region is written directly: it is an output to assistive technology, not UI state.
    // The title is read a task later: pages set it in their own effects, after this commit.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const announce = (heading: HTMLElement) => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      timer = setTimeout(() => {
        const text = settle(heading);
        if (region.current) region.current.textContent = text;
      }, 0);
    };
    // A suspended route keeps the previous page in the DOM, hidden: only a rendered heading counts.
    const headingIn = () => [...root.querySelectorAll<HTMLElement>('h1')].find((h1) => h1.getClientRects().length > 0);
    const found = headingIn();
    if (found) {
      announce(found);
      return () => clearTimeout(timer);
    }
    const observer = new MutationObserver(() => {
      const heading = headingIn();
      if (!heading) return;
      observer.disconnect();
      announce(heading);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [navigationKey, container]);

  return (
    <div className={styles.announcer} aria-live="polite" aria-atomic="true" data-route-announcer ref={region} />
  );
}
