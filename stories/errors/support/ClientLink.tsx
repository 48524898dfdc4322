import type { AnchorHTMLAttributes } from 'react';
import { fn } from 'storybook/test';

/** What a router does on a client navigation; the stories read its calls. */
export const navigate = fn().mockName('navigate');

/**
 * A router's link as the error pages receive it (wouter's, React Router's and Next.js's behave the
 * same): a real `<a href>`, and a plain click navigates on the client instead of loading a document.
 */
export function ClientLink({ href, onClick, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      data-client-link=""
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks (a new tab, a download) stay the browser's, as routers do.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
