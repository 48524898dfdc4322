import { useEffect, type RefObject } from 'react';
import { matchesRoute } from '../route/routePatterns';

/** The code of each client route, as routes.tsx loads it (the same chunks). */
const routeCode: [pattern: string, load: () => Promise<unknown>][] = [
  ['/', () => import('../screens/Home/HomeScreen')],
  ['/presentations/:id', () => import('../screens/Presentation/PresentationScreen')],
];

/**
 * Loads the code of the routes the page's visible links point to (as Next.js does for links in
 * the viewport), so a later client navigation has its code even when the network is gone by then:
 * what can still fail is its data, and the page says so. Part of the after-first-render chunk: the
 * first load does not pay for it. A chunk that fails here goes through the app's preload-error
 * handling like any other (at most one guarded reload).
 */
export function usePrefetchVisibleRoutes(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const loaded = new Set<string>();
    const visible = new IntersectionObserver((entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        visible.unobserve(target);
        const url = new URL((target as HTMLAnchorElement).href);
        if (url.origin !== window.location.origin) continue;
        const route = routeCode.find(([pattern]) => matchesRoute(pattern, url.pathname));
        if (!route || loaded.has(route[0])) continue;
        loaded.add(route[0]);
        // Only a head start: the navigation loads (and recovers) the route itself.
        route[1]().catch(() => loaded.delete(route[0]));
      }
    });
    const observeLinks = () => root.querySelectorAll('a[href]').forEach((link) => visible.observe(link));
    // Pages render their links when their data arrives: watch for them.
    const added = new MutationObserver(observeLinks);
    added.observe(root, { childList: true, subtree: true });
    observeLinks();
    return () => {
      added.disconnect();
      visible.disconnect();
    };
  }, [container]);
}
