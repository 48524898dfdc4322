import { describe, expect, it } from 'vitest';
import { applicationErrorTitle, loadFailureTitle, notFoundTitle, statusTitle } from './title';

describe('document titles', () => {
  it('match the runtime in English', () => {
    expect(notFoundTitle()).toBe('404: This page could not be found');
    expect(statusTitle(400)).toBe('400: Bad Request');
    expect(statusTitle('405')).toBe('405: Method Not Allowed');
    expect(statusTitle(500)).toBe('500: Internal Server Error');
    expect(statusTitle(418)).toBe('418: An unexpected error has occurred');
    expect(applicationErrorTitle()).toBe('Application error: a client-side exception has occurred');
    expect(loadFailureTitle()).toBe('This page could not be loaded');
  });

  it('drop the code when the value is not an error status', () => {
    expect(statusTitle('<script>')).toBe('An unexpected error has occurred');
    expect(statusTitle(NaN)).toBe('An unexpected error has occurred');
  });

  it('follow the locale, falling back to English', () => {
    expect(notFoundTitle('de')).toBe('404: Diese Seite wurde nicht gefunden');
    expect(notFoundTitle('zz')).toBe('404: This page could not be found');
  });
});
