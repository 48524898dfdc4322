'use client';
import { forwardRef } from 'react';
import { ErrorPage, type ErrorPageCommonProps } from '../ErrorPage/ErrorPage';
import { useErrorMessages } from '../ErrorLocale';
import { en } from '../messages/en';
import { sentence } from '../messages/sentence';

export interface ApplicationErrorPageProps extends ErrorPageCommonProps {
  /**
   * The heading; replaces the catalogue's. Rendered as text.
   * @example <ApplicationErrorPage message="Something went wrong." />
   */
  message?: string;
  /**
   * Where the exception happened, so the page says where to look: `'client'` — in the browser
   * ("a client-side exception … see the browser console"), `'server'` — while the server rendered
   * or loaded the page ("a server-side exception … see the server logs"). Next.js marks a server
   * error with a `digest`; React Router sends a loader's or action's error from the server.
   * @default 'client'
   * @example <ApplicationErrorPage side={error.digest ? 'server' : 'client'} onTryAgain={reset} />
   */
  side?: 'client' | 'server';
}

/**
 * The application-error page, for an exception while rendering (in the browser, or on the server
 * with `side="server"`): no code, the runtime's sentence, and "Try again" / "Reload" when their
 * handlers are given. The ref is forwarded to the page's `<main>`.
 * @example <ApplicationErrorPage onTryAgain={reset} onReload={() => location.reload()} />
 */
export const ApplicationErrorPage = forwardRef<HTMLElement, ApplicationErrorPageProps>(function ApplicationErrorPage({ message, hint, locale: ownLocale, documentTitle, side = 'client', ...rest }, ref) {
  const { locale, messages } = useErrorMessages(ownLocale);
  const texts = messages.applicationError;
  // A catalogue of one's own without the server texts gets the English ones.
  const heading = side === 'server' ? (texts.serverMessage ?? en.applicationError.serverMessage!) : texts.message;
  const title = side === 'server' ? (texts.serverTitle ?? en.applicationError.serverTitle!) : texts.title;
  return (
    <ErrorPage
      {...rest}
      ref={ref}
      locale={locale}
      message={message ?? sentence(heading, messages)}
      hint={hint === undefined ? texts.hint : hint}
      documentTitle={documentTitle ?? title}
    />
  );
});
