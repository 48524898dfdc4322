'use client';
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/**
 * A link component the error pages render their links with: the app's router link (React Router's
 * `Link`, Next.js's `Link`, wouter's `Link`…), given `href`, `className` and the text. Without
 * one the pages render a plain `<a>`, a full document navigation.
 */
export type ErrorLinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode }>;

const ErrorLinkContext = createContext<ErrorLinkComponent | undefined>(undefined);

export interface ErrorLinkProviderProps {
  /**
   * The link component for every error page below (a page's own `linkComponent` prop wins).
   * @example <ErrorLinkProvider component={RouterLink}><App /></ErrorLinkProvider>
   */
  component: ErrorLinkComponent;
  /**
   * The app, or the part of it that shows error pages.
   * @example <ErrorLinkProvider component={AppLink}><AppRoutes /></ErrorLinkProvider>
   */
  children?: ReactNode;
}

/**
 * Gives the error pages below the app's link component, so "Go to the homepage" navigates on the
 * client (as MUI's `LinkBehavior` in a theme, or Primer's `as`): set it once where the router is.
 * @example
 * <ErrorLinkProvider component={({ href, ...rest }) => <Link to={href} {...rest} />}>
 *   <App />
 * </ErrorLinkProvider>
 */
export function ErrorLinkProvider({ component, children }: ErrorLinkProviderProps) {
  return <ErrorLinkContext.Provider value={component}>{children}</ErrorLinkContext.Provider>;
}

/**
 * The link component to render: the given one, else the nearest `ErrorLinkProvider`'s, else `'a'`.
 * @example const Link = useErrorLink(linkComponent);
 */
export function useErrorLink(own?: ErrorLinkComponent): ErrorLinkComponent | 'a' {
  const provided = useContext(ErrorLinkContext);
  return own ?? provided ?? 'a';
}
