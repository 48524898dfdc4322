import { forwardRef } from 'react';
import { StatusPage, type StatusPageProps } from './StatusPage';

/** Props of the not-found page: the status page's, without `status`. */
export type NotFoundPageProps = Omit<StatusPageProps, 'status'>;

/**
 * The not-found page: `404 │ This page could not be found.`, titled
 * `404: This page could not be found`.
 * The ref is forwarded to the page's `<main>`.
 * @example <NotFoundPage focusHeading />
 * @example <NotFoundPage ref={mainRef} />
 */
export const NotFoundPage = forwardRef<HTMLElement, NotFoundPageProps>(function NotFoundPage(props, ref) {
  return <StatusPage {...props} ref={ref} status={404} />;
});
