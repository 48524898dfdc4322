import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { ErrorLocale, ErrorMessages } from './types';

export type { ErrorLocale, ErrorMessages } from './types';

/** Every locale's messages, keyed by locale. */
export const errorMessages: Readonly<Record<ErrorLocale, ErrorMessages>> = { en, de, fr, es, ja, ar };

/** The locales the error presentations are written in, `en` first. */
export const errorLocales: readonly ErrorLocale[] = ['en', 'de', 'fr', 'es', 'ja', 'ar'];

/**
 * Picks the catalogue locale for any value: an exact match, else the language of a tag
 * (`'de-AT'` → `'de'`, `'AR_eg'` → `'ar'`), else `'en'`. Never throws.
 * @example resolveLocale('fr-CA') // 'fr'
 * @example resolveLocale('xx')    // 'en'
 */
export function resolveLocale(locale: unknown): ErrorLocale {
  if (typeof locale !== 'string') return 'en';
  const language = locale.trim().toLowerCase().split(/[-_]/)[0];
  return (errorLocales as readonly string[]).includes(language ?? '') ? (language as ErrorLocale) : 'en';
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
 * @example <html {...localeAttributes('ar')}> // lang="ar" dir="rtl"
 */
export function localeAttributes(locale: unknown): { lang: ErrorLocale; dir: 'ltr' | 'rtl' } {
  const lang = resolveLocale(locale);
  return { lang, dir: errorMessages[lang].dir };
}

/**
 * Ends a phrase with the locale's full stop, unless it already ends with punctuation.
 * @example sentence('Bad Request', messagesFor('en')) // 'Bad Request.'
 */
export function sentence(phrase: string, messages: ErrorMessages): string {
  return /[.!?。！？]$/.test(phrase.trimEnd()) ? phrase : `${phrase}${messages.fullStop}`;
}
