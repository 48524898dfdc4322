import { useEffect } from 'react';
import { pageAt } from '../route/matchRoute';
import { useRouteTable } from '../route/RouteTableContext';

/**
 * Puts the head of the page at `location` from the route table in the document: the same title,
 * description and canonical link its prerendered HTML has (renderPage.tsx writes those), so a
 * client navigation leaves the document as a load of that address would. A path the table has no
 * page for is left alone: the not-found page sets its own title. Part of the after-first-render
 * chunk: the first load's head is already the page's own, in its HTML.
 * @example useRouteHead(location);
 */
export function useRouteHead(location: string): void {
  const routes = useRouteTable();
  useEffect(() => {
    const head = pageAt(location, routes)?.page.head;
    if (!head) return;
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', location);
  }, [location, routes]);
}
