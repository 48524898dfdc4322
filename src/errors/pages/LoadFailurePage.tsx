'use client';
import { forwardRef, type ReactNode } from 'react';
import { ErrorPage, type ErrorPageCommonProps } from '../ErrorPage/ErrorPage';
import { useErrorMessages } from '../ErrorLocale';
import { sentence } from '../messages/sentence';
import type { ErrorMessages } from '../messages/types';

/** What failed to load. */
export type LoadFailure = 'page-data' | 'route' | 'build-manifest';

export interface LoadFailurePageProps extends ErrorPageCommonProps {
  /**
   * What failed: the page's data, a route that did not complete loading, or the build manifest.
   * Any other value shows the page with no technical detail.
   * @example <LoadFailurePage failure="route" path="/settings" />
   */
  failure: LoadFailure;
  /**
   * The path of the route that did not complete loading (`failure="route"`). Shown as text.
   * @example <LoadFailurePage failure="route" path={location.pathname} />
   */
  path?: string;
  /**
   * The heading; replaces the catalogue's. Rendered as text.
   * @example <LoadFailurePage failure="page-data" message="Your data did not arrive." />
   */
  message?: string;
  /**
   * The technical detail; replaces the catalogue's (`Failed to load page data`…). `null` hides it.
   * @example <LoadFailurePage failure="page-data" detail={error.message} />
   */
  detail?: ReactNode;
}

/** The catalogue's technical detail for a failure; `{path}` is filled in as plain text. */
export function loadFailureDetail(failure: unknown, path: unknown, messages: ErrorMessages): string | undefined {
  switch (failure) {
    case 'page-data':
      return messages.loadFailure.pageData;
    case 'build-manifest':
      return messages.loadFailure.buildManifest;
    case 'route':
      return messages.loadFailure.route.split('{path}').join(typeof path === 'string' ? path : '');
    default:
      return undefined;
  }
}

/**
 * The technical detail as nodes: the route's path sits in a left-to-right `<bdi>`, so a path like
 * `/settings/profile` keeps its order inside right-to-left text. Plain text otherwise.
 */
export function loadFailureDetailNodes(failure: unknown, path: unknown, messages: ErrorMessages): ReactNode {
  if (failure !== 'route') return loadFailureDetail(failure, path, messages);
  const [before = '', ...after] = messages.loadFailure.route.split('{path}');
  return (
    <>
      {before}
      <bdi dir="ltr">{typeof path === 'string' ? path : ''}</bdi>
      {after.join('')}
    </>
  );
}

/**
 * A load failure: a plain heading, the technical detail (`Failed to load page data`,
 * `Route did not complete loading: <path>`, `Failed to load client build manifest`), and
 * "Reload" when `onReload` is given.
 * The ref is forwarded to the page's `<main>`.
 * @example <LoadFailurePage failure="build-manifest" onReload={() => location.reload()} />
 */
export const LoadFailurePage = forwardRef<HTMLElement, LoadFailurePageProps>(function LoadFailurePage({ failure, path, message, detail, hint, locale: ownLocale, documentTitle, ...rest }, ref) {
  const { locale, messages } = useErrorMessages(ownLocale);
  return (
    <ErrorPage
      {...rest}
      ref={ref}
      locale={locale}
      message={message ?? sentence(messages.loadFailure.heading, messages)}
      hint={hint === undefined ? messages.loadFailure.hint : hint}
      detail={detail === undefined ? loadFailureDetailNodes(failure, path, messages) : detail}
      documentTitle={documentTitle ?? messages.loadFailure.heading}
    />
  );
});
