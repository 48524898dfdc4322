import type { StatusMessageKey } from '../status';

/** The locales the package ships catalogues for. Consumers add any BCP 47 tag (`ErrorCatalogues`). */
export type ErrorLocale = 'en' | 'de' | 'fr' | 'es' | 'ja' | 'ar';

/** Every text an error presentation shows, in one locale. */
export interface ErrorMessages {
  /** Writing direction of the locale. */
  dir: 'ltr' | 'rtl';
  /** Ends a message shown as a sentence (`.`, `。`). */
  fullStop: string;
  /** The status catalogue: one phrase per known status, and the generic one. No full stop. */
  status: Record<StatusMessageKey, string>;
  /** A plain next step under the heading, per status (no blame, no jargon). */
  statusHint: Record<StatusMessageKey, string>;
  applicationError: {
    /** The heading, a full sentence. */
    message: string;
    /** The document title. */
    title: string;
    /** A plain next step. */
    hint: string;
  };
  loadFailure: {
    /** The heading, without full stop. */
    heading: string;
    /** A plain next step. */
    hint: string;
    /** Technical detail: the page's data did not load. */
    pageData: string;
    /** Technical detail: a route did not complete loading. `{path}` is replaced by the path. */
    route: string;
    /** Technical detail: the build manifest did not load. */
    buildManifest: string;
  };
  actions: {
    home: string;
    tryAgain: string;
    reload: string;
  };
  /** Label before the reference id, e.g. `Reference`. */
  reference: string;
}

/**
 * Catalogues by BCP 47 tag, built-in or the consumer's own (`'pt-BR'`, `'zh-Hant'`…).
 * @example const catalogues: ErrorCatalogues = { 'pt-BR': ptBR, de: errorMessages.de };
 */
export type ErrorCatalogues = Readonly<Record<string, ErrorMessages>>;

/** Any part of a catalogue, to replace single texts without writing a whole one. */
export type ErrorMessageOverrides = {
  [Key in keyof ErrorMessages]?: ErrorMessages[Key] extends string ? string : Partial<ErrorMessages[Key]>;
};
