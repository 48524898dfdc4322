'use client';
import { forwardRef } from 'react';
import { ErrorPage, type ErrorPageCommonProps } from '../ErrorPage/ErrorPage';
import { useErrorMessages } from '../ErrorLocale';
import { sentence } from '../messages/sentence';

export interface ApplicationErrorPageProps extends ErrorPageCommonProps {
  /**
   * The heading; replaces the catalogue's. Rendered as text.
   * @example <ApplicationErrorPage message="Something went wrong." />
   */
  message?: string;
}

/**
 * The application-error page, for an exception while rendering in the browser: no code, the
 * runtime's sentence, and "Try again" / "Reload" when their handlers are given.
 * The ref is forwarded to the page's `<main>`.
 * @example <ApplicationErrorPage onTryAgain={reset} onReload={() => location.reload()} />
 */
export const ApplicationErrorPage = forwardRef<HTMLElement, ApplicationErrorPageProps>(function ApplicationErrorPage({ message, hint, locale: ownLocale, documentTitle, ...rest }, ref) {
  const { locale, messages } = useErrorMessages(ownLocale);
  return (
    <ErrorPage
      {...rest}
      ref={ref}
      locale={locale}
      message={message ?? sentence(messages.applicationError.message, messages)}
      hint={hint === undefined ? messages.applicationError.hint : hint}
      documentTitle={documentTitle ?? messages.applicationError.title}
    />
  );
});
