import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { negotiateLocale } from './negotiate';
import type { ErrorLocale, ErrorMessages } from './types';

export type { ErrorCatalogues, ErrorLocale, ErrorMessageOverrides, ErrorMessages } from './types';
export { negotiateLocale, preferredLocales } from './negotiate';
export { sentence } from './sentence';
export { withOverrides } from './overrides';

/**
 * The six built-in catalogues, keyed by locale. Importing this ships all six: pass it (or the ones
 * you need) to `ErrorLocaleProvider`'s `catalogues`; the pages alone ship English only.
 */
export const errorMessages: Readonly<Record<ErrorLocale, ErrorMessages>> = { en, de, fr, es, ja, ar };

/** The locales the error presentations are written in, `en` first. */
export const errorLocales: readonly ErrorLocale[] = ['en', 'de', 'fr', 'es', 'ja', 'ar'];

/**
 * Picks the built-in locale for any value (a tag, `navigator.languages`, an Accept-Language value)
 * by BCP 47 lookup (`'de-AT'` → `'de'`, `'AR_eg'` → `'ar'`), else `'en'`. Never throws.
 * @example resolveLocale('fr-CA') // 'fr'
 * @example resolveLocale('xx, ja;q=0.5') // 'ja'
 * @example resolveLocale('xx')    // 'en'
 */
export function resolveLocale(locale: unknown): ErrorLocale {
  return negotiateLocale(locale, errorLocales, 'en');
}

/**
 * The messages for any locale value (unknown → English).
 * @example messagesFor('ja').actions.home
 */
export function messagesFor(locale: unknown): ErrorMessages {
  return errorMessages[resolveLocale(locale)];
}

/**
 * `lang` and `dir` for a locale value, for the page root (or `<html>` of a prerendered page).
 * @example <html {...localeAttributes('ar')} /> // lang="ar" dir="rtl"
 */
export function localeAttributes(locale: unknown): { lang: ErrorLocale; dir: 'ltr' | 'rtl' } {
  const lang = resolveLocale(locale);
  return { lang, dir: errorMessages[lang].dir };
}

