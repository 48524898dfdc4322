/** The toolbar globals every story can be seen in. */
export const themes = ['light', 'dark'] as const;
export const directions = ['ltr', 'rtl'] as const;
/** The six built-in locales, then `pt-BR`: a consumer's own catalogue (stories/errors/support/ptBR.ts). */
export const locales = ['en', 'de', 'fr', 'es', 'ja', 'ar', 'pt-BR'] as const;

export type Theme = (typeof themes)[number];
export type Direction = (typeof directions)[number];
export type Locale = (typeof locales)[number];

export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية (rtl)',
  'pt-BR': 'Português (Brasil), consumer catalogue',
};
