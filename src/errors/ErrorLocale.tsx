'use client';
import { createContext, useContext, type ReactNode } from 'react';

const ErrorLocaleContext = createContext<string | undefined>(undefined);

export interface ErrorLocaleProviderProps {
  /**
   * The locale every error presentation below uses when it has no `locale` prop of its own.
   * Any value is accepted; unknown locales fall back to English.
   * @example <ErrorLocaleProvider locale="de">…</ErrorLocaleProvider>
   */
  locale: string | undefined;
  /**
   * The part of the app that should use this locale.
   * @example <ErrorLocaleProvider locale="ar"><NotFoundPage /></ErrorLocaleProvider>
   */
  children?: ReactNode;
}

/**
 * Sets the locale of the error presentations for a whole tree, so an app (or Storybook's locale
 * toolbar) picks it once instead of passing `locale` to every page.
 * @example
 * <ErrorLocaleProvider locale={user.locale}><App /></ErrorLocaleProvider>
 */
export function ErrorLocaleProvider({ locale, children }: ErrorLocaleProviderProps) {
  return <ErrorLocaleContext value={locale}>{children}</ErrorLocaleContext>;
}

/** The locale for an error presentation: its own prop first, then the nearest provider's. */
export function useErrorLocale(own: string | undefined): string | undefined {
  const inherited = useContext(ErrorLocaleContext);
  return own ?? inherited;
}
