'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en } from './messages/en';
import { negotiateLocale } from './messages/negotiate';
import { withOverrides } from './messages/overrides';
import type { ErrorCatalogues, ErrorMessageOverrides, ErrorMessages } from './messages/types';

interface ErrorLocaleSettings {
  locale: unknown;
  catalogues: ErrorCatalogues;
  overrides: ErrorMessageOverrides | undefined;
}

// English only by default: other catalogues ship when an app passes them, never otherwise.
const ErrorLocaleContext = createContext<ErrorLocaleSettings>({ locale: undefined, catalogues: { en }, overrides: undefined });

export interface ErrorLocaleProviderProps {
  /**
   * The locale every error presentation below uses when it has no `locale` prop of its own: one
   * BCP 47 tag, a preference list (`navigator.languages`) or an Accept-Language value. It is
   * matched against the catalogues by BCP 47 lookup; no match → English.
   * @example <ErrorLocaleProvider locale="de" catalogues={{ de: errorMessages.de }}>…</ErrorLocaleProvider>
   * @example <ErrorLocaleProvider locale={navigator.languages} catalogues={errorMessages}>…</ErrorLocaleProvider>
   */
  locale?: string | readonly string[];
  /**
   * Catalogues by BCP 47 tag, added to the ones above (English is always there). Built-in ones
   * come from `errorMessages`; your own need only be typed `ErrorMessages`, with their `dir`.
   * @example <ErrorLocaleProvider locale="pt-BR" catalogues={{ 'pt-BR': ptBR }}>…</ErrorLocaleProvider>
   */
  catalogues?: ErrorCatalogues;
  /**
   * Single texts to replace in whichever catalogue is chosen (replaces the overrides above).
   * @example <ErrorLocaleProvider overrides={{ actions: { home: 'Back to the dashboard' } }}>…</ErrorLocaleProvider>
   */
  overrides?: ErrorMessageOverrides;
  /**
   * The part of the app that should use these settings.
   * @example <ErrorLocaleProvider locale="ar" catalogues={{ ar: errorMessages.ar }}><NotFoundPage /></ErrorLocaleProvider>
   */
  children?: ReactNode;
}

/**
 * Sets the locale, catalogues and text overrides of the error presentations for a whole tree, so
 * an app (or Storybook's locale toolbar) decides once instead of on every page.
 * @example
 * <ErrorLocaleProvider locale={acceptLanguage} catalogues={{ de: errorMessages.de, 'pt-BR': ptBR }}>
 *   <App />
 * </ErrorLocaleProvider>
 */
export function ErrorLocaleProvider({ locale, catalogues, overrides, children }: ErrorLocaleProviderProps) {
  const parent = useContext(ErrorLocaleContext);
  const value = useMemo(
    () => ({
      locale: locale ?? parent.locale,
      catalogues: catalogues ? { ...parent.catalogues, ...catalogues } : parent.catalogues,
      overrides: overrides ?? parent.overrides,
    }),
    [locale, catalogues, overrides, parent],
  );
  return <ErrorLocaleContext.Provider value={value}>{children}</ErrorLocaleContext.Provider>;
}

/**
 * The chosen locale tag and its messages for an error presentation: its own `locale` first, then
 * the nearest provider's, matched against the catalogues given; overrides applied.
 * @example const { locale, messages } = useErrorMessages(props.locale);
 */
export function useErrorMessages(own?: unknown): { locale: string; messages: ErrorMessages } {
  const { locale, catalogues, overrides } = useContext(ErrorLocaleContext);
  const tag = negotiateLocale(own ?? locale, Object.keys(catalogues), 'en');
  const messages = useMemo(() => withOverrides(catalogues[tag] ?? en, overrides), [catalogues, tag, overrides]);
  return { locale: tag, messages };
}

/**
 * The locale tag an error presentation uses: its own prop first, then the nearest provider's,
 * matched against the catalogues available.
 * @example const locale = useErrorLocale(props.locale); // 'pt-BR'
 */
export function useErrorLocale(own?: unknown): string {
  return useErrorMessages(own).locale;
}
