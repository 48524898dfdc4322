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
    /** The heading, a full sentence: an exception in the browser (the client). */
    message: string;
    /** The document title: an exception in the browser. */
    title: string;
    /** A plain next step. */
    hint: string;
    /**
     * The heading for an exception on the server (`side="server"`), a full sentence. Optional for a
     * catalogue of one's own, which then gets the English one.
     */
    serverMessage?: string;
    /** The document title for an exception on the server. Optional as `serverMessage` is. */
    serverTitle?: string;
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
    /**
     * Said under the heading when "Try again" led back to the page (`failedAgain`), a full
     * sentence. Optional for a catalogue of one's own, which then gets the English one.
     */
    failedAgain?: string;
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
