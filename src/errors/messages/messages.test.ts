import { describe, expect, it } from 'vitest';
import { en } from './en';
import { errorLocales, errorMessages, localeAttributes, messagesFor, resolveLocale, sentence } from './index';

/** Every leaf path of a messages object, e.g. `status.notFound`. */
const paths = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? paths(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the English catalogue', () => {
  it('keeps the runtime texts verbatim', () => {
    expect(en.status).toMatchObject({
      badRequest: 'Bad Request',
      notFound: 'This page could not be found',
      methodNotAllowed: 'Method Not Allowed',
      internalServerError: 'Internal Server Error',
      generic: 'An unexpected error has occurred',
    });
    expect(en.applicationError.message).toBe(
      'Application error: a client-side exception has occurred (see the browser console for more information).',
    );
    expect(en.applicationError.title).toBe('Application error: a client-side exception has occurred');
    // Next.js's own words for an exception while the server rendered the page.
    expect(en.applicationError.serverMessage).toBe('Application error: a server-side exception has occurred (see the server logs for more information).');
    expect(en.applicationError.serverTitle).toBe('Application error: a server-side exception has occurred');
    expect(en.loadFailure.pageData).toBe('Failed to load page data');
    expect(en.loadFailure.route).toBe('Route did not complete loading: {path}');
    expect(en.loadFailure.buildManifest).toBe('Failed to load client build manifest');
  });
});

describe('every locale', () => {
  it.each(errorLocales)('%s has every text, none empty, and the route keeps its {path}', (locale) => {
    const messages = errorMessages[locale];
    expect(paths(messages).sort()).toEqual(paths(en).sort());
    for (const path of paths(messages)) {
      const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
      expect(typeof text === 'string' && text.trim().length > 0, `${locale} ${path}`).toBe(true);
    }
    expect(messages.loadFailure.route).toContain('{path}');
  });

  it('is translated: no locale but English reuses the English headings', () => {
    for (const locale of errorLocales.filter((l) => l !== 'en')) {
      expect(errorMessages[locale].status.notFound).not.toBe(en.status.notFound);
      expect(errorMessages[locale].applicationError.message).not.toBe(en.applicationError.message);
      expect(errorMessages[locale].applicationError.serverMessage).not.toBe(en.applicationError.serverMessage);
    }
  });
});

describe('resolveLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['AR_eg', 'ar'],
    [' ja ', 'ja'],
    ['xx', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
    [42, 'en'],
    [{}, 'en'],
    ['__proto__', 'en'],
    ['constructor', 'en'],
  ])('%j → %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });

  it('falls back to English messages for an unknown locale', () => {
    expect(messagesFor('klingon')).toBe(en);
  });

  it('gives Arabic right to left and the others left to right', () => {
    expect(localeAttributes('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(localeAttributes('ja-JP')).toEqual({ lang: 'ja', dir: 'ltr' });
    expect(localeAttributes('nope')).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

describe('sentence', () => {
  it('adds the locale full stop once', () => {
    expect(sentence('Bad Request', en)).toBe('Bad Request.');
    expect(sentence('Done.', en)).toBe('Done.');
    expect(sentence('見つかりません', errorMessages.ja)).toBe('見つかりません。');
  });
});
