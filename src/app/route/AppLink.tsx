import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { pageAt } from './matchRoute';
import { useRouteTable } from './RouteTableContext';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * A page of the route table (client navigation) or any other address (full document navigation).
   * @example <AppLink href="/presentations/404">Not found</AppLink>
   */
  href: string;
}

/**
 * A link: the pages the route table has navigate on the client; anything else (`/api` paths, a
 * path the app has no page for, another site) is a plain anchor, so the browser makes a full
 * document navigation and the server answers it (with its 404 status where there is no page).
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const routes = useRouteTable();
  if (!href.startsWith('/') || href.startsWith('//') || !pageAt(href.split(/[?#]/, 1)[0]!, routes)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
