import { StatusPage, type StatusPageProps } from './StatusPage';

/** Props of the not-found page: the status page's, without `status`. */
export type NotFoundPageProps = Omit<StatusPageProps, 'status'>;

/**
 * The not-found page: `404 │ This page could not be found.`, titled
 * `404: This page could not be found`.
 * @example <NotFoundPage focusHeading />
 */
export function NotFoundPage(props: NotFoundPageProps) {
  return <StatusPage {...props} status={404} />;
}
