import { useEffect, useRef } from 'react';
import { pageAt } from '../route/matchRoute';
import { pageHeads } from '../route/pageHeads';
import { useRouteTable } from '../route/RouteTableContext';

/**
 * Puts the head of the page at `location` (pageHeads.ts) in the document: the same title,
 * description and canonical link its prerendered HTML has (renderPage.tsx writes those), so a
 * client navigation leaves the document as a load of that address would. The canonical link keeps
 * the site origin the build wrote into it; only its path changes. A path the table has no page for
 * is left alone: the not-found page sets its own title. Part of the after-first-render chunk, as
 * is the heads table: the first load pays for neither. While the app is still at the address it
 * started at, the head is left alone too: it is already the page's own, in its HTML, and a failure
 * shown there meanwhile (the last resort) has set its own title. Back at that address after a
 * navigation, it is set again.
 * @example useRouteHead(location, locationAtStart);
 */
export function useRouteHead(location: string, initialLocation: string): void {
  const routes = useRouteTable();
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current && location === initialLocation) return;
    navigated.current = true;
    const path = pageAt(location, routes)?.page;
    const head = path === undefined ? undefined : pageHeads[path];
    if (path === undefined || !head) return;
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(path, canonical.href).href;
  }, [location, initialLocation, routes]);
}
