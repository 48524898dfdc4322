'use client';
import { forwardRef } from 'react';
import { ErrorPage, type ErrorPageCommonProps } from '../ErrorPage/ErrorPage';
import { useErrorMessages } from '../ErrorLocale';
import { sentence } from '../messages/sentence';
import { statusEntry, statusTitleIn } from '../status';

export interface StatusPageProps extends ErrorPageCommonProps {
  /**
   * The HTTP status, as any value: numbers and numeric strings from 400 to 599 are shown;
   * 400, 404, 405 and 500 have their own message; anything else (418, `'abc'`, `NaN`, `null`…)
   * gets the generic message, with the code only when it is a valid error status. Never throws.
   * @example <StatusPage status={405} />
   * @example <StatusPage status={searchParams.get('status')} />
   */
  status: unknown;
  /**
   * The heading; replaces the catalogue's message. Rendered as text.
   * @example <StatusPage status={500} message="We are fixing a problem." />
   */
  message?: string;
}

/**
 * The status page: the code and the catalogue's message for it, e.g. `400 │ Bad Request.`,
 * with the document title `<code>: <message>`.
 * The ref is forwarded to the page's `<main>`.
 * @example <StatusPage status={500} referenceId={requestId} />
 */
export const StatusPage = forwardRef<HTMLElement, StatusPageProps>(function StatusPage({ status, message, hint, locale: ownLocale, documentTitle, ...rest }, ref) {
  const { locale, messages } = useErrorMessages(ownLocale);
  const { code, key } = statusEntry(status);
  return (
    <ErrorPage
      {...rest}
      ref={ref}
      locale={locale}
      code={code}
      message={message ?? sentence(messages.status[key], messages)}
      hint={hint === undefined ? messages.statusHint[key] : hint}
      documentTitle={documentTitle ?? statusTitleIn(status, messages)}
    />
  );
});
