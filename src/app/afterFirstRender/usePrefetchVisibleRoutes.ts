import { useEffect, type RefObject } from 'react';
import { matchRoute } from '../route/matchRoute';
import type { AppRoute } from '../route/routeTable';
import { useRouteTable } from '../route/RouteTableContext';
import { loadScreen } from '../route/screens';

/**
 * The screen chunk to load ahead for a link to `pathname`: that of the route it belongs to
 * (the same chunk routes.tsx loads), or `undefined` for a path outside the app's routes.
 * @example screenToPrefetch('/presentations/500') // 'Presentation'
 */
export function screenToPrefetch(pathname: string, routes?: readonly AppRoute[]): string | undefined {
  return matchRoute(pathname, routes)?.route.screen;
}

/**
 * Loads the code of the routes the page's visible links point to (as Next.js does for links in
 * the viewport), so a later client navigation has its code even when the network is gone by then:
 * what can still fail is its data, and the page says so. Part of the after-first-render chunk: the
 * first load does not pay for it. A chunk that fails here fails silently: no reload of the page a
 * person is reading for a link they may never follow (main.tsx leaves script failures to the code
 * that awaited them, and nothing awaits this); the navigation to that route loads it again and
 * recovers it (one guarded reload) as it would without the prefetch.
 */
export function usePrefetchVisibleRoutes(container: RefObject<HTMLElement | null>): void {
  const routes = useRouteTable();
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
        const screen = screenToPrefetch(url.pathname, routes);
        if (screen === undefined || loaded.has(screen)) continue;
        loaded.add(screen);
        // Only a head start: the navigation loads (and recovers) the route itself. No reload from here.
        loadScreen(screen)().catch(() => loaded.delete(screen));
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
  }, [container, routes]);
}
