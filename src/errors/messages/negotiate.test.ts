import { describe, expect, it } from 'vitest';
import { negotiateLocale, preferredLocales } from './negotiate';

describe('preferredLocales', () => {
  it('reads one tag, a list, or an Accept-Language value by weight', () => {
    expect(preferredLocales('pt-BR')).toEqual(['pt-BR']);
    expect(preferredLocales(['fr-CA', 'fr', 'en'])).toEqual(['fr-CA', 'fr', 'en']);
    expect(preferredLocales('de-AT;q=0.5, fr, en;q=0.8')).toEqual(['fr', 'en', 'de-AT']);
    expect(preferredLocales('AR_eg')).toEqual(['AR-eg']);
  });

  it('drops what is not a BCP 47 tag, a wildcard and a zero weight; never throws', () => {
    expect(preferredLocales('*, de;q=0, !!, en')).toEqual(['en']);
    for (const value of [42, null, undefined, {}, '', ';;;', [1, 2]]) expect(preferredLocales(value)).toEqual([]);
  });
});

describe('negotiateLocale', () => {
  const available = ['en', 'de', 'ar', 'pt-BR', 'zh-Hant'];

  it('finds the catalogue by BCP 47 lookup, in the catalogue’s own spelling', () => {
    expect(negotiateLocale('de-AT,en;q=0.5', available, 'en')).toBe('de');
    expect(negotiateLocale(['zh-Hant-TW'], available, 'en')).toBe('zh-Hant');
    expect(negotiateLocale('pt-br', available, 'en')).toBe('pt-BR');
    expect(negotiateLocale('AR_eg', available, 'en')).toBe('ar');
  });

  it('falls back when nothing matches: lookup never widens pt-PT to pt-BR', () => {
    expect(negotiateLocale('pt-PT', available, 'en')).toBe('en');
    expect(negotiateLocale('tlh', available, 'en')).toBe('en');
    expect(negotiateLocale(undefined, available, 'en')).toBe('en');
  });

  it('takes the first preference that has a catalogue', () => {
    expect(negotiateLocale(['tlh', 'pt-BR', 'de'], available, 'en')).toBe('pt-BR');
  });
});
