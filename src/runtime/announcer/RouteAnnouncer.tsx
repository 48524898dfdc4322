'use client';
import { useEffect, useRef, type RefObject } from 'react';
import { focusHeadingWhenShown } from './focusHeadingWhenShown';

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

/**
 * After each client navigation: once the new page's heading is in the document, moves focus to it
 * (a ring only for a person using the keyboard) and makes sure `document.title` is set. The focus
 * is the announcement, once: a screen reader reads the heading it lands on, and Tab goes on from
 * the new content (WCAG 2.4.3). No live region besides, which was a second reading of the same
 * change (docs/architecture.md says why focus and not a live region). Renders nothing.
 * @example
 * <>
 *   <div ref={routesRef}><Routes /></div>
 *   <RouteAnnouncer navigationKey={location.pathname} container={routesRef} />
 * </>
 */
export function RouteAnnouncer({ navigationKey, initialKey, container }: RouteAnnouncerProps) {
  const first = useRef(initialKey ?? navigationKey);
  useEffect(() => {
    const root = container.current;
    if (!root || navigationKey === first.current) return;
    first.current = '';
    return focusHeadingWhenShown(root, {
      // A page that set no title: its heading's text is the title a tab and a history entry show.
      onFocused: (heading) => void (document.title.trim() || (document.title = heading.textContent?.trim() ?? '')),
    });
  }, [navigationKey, container]);
  return null;
}
