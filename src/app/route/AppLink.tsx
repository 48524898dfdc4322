import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { isServerOnlyPath } from '../../runtime';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * An app path (client navigation) or a `/api` path / other address (full document navigation).
   * @example <AppLink href="/presentations/404">Not found</AppLink>
   */
  href: string;
}

/**
 * A link: app paths navigate on the client; `/api` paths and anything not starting with `/` are
 * plain anchors, so the browser makes a full document navigation.
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  if (!href.startsWith('/') || href.startsWith('//') || isServerOnlyPath(href)) {
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
