import fc from 'fast-check';
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

  it('falls back when nothing matches', () => {
    expect(negotiateLocale('tlh', available, 'en')).toBe('en');
    expect(negotiateLocale(['sr-Latn'], ['en', 'sr-Cyrl'], 'en')).toBe('en');
    expect(negotiateLocale(undefined, available, 'en')).toBe('en');
  });

  it('takes the first preference that has a catalogue', () => {
    expect(negotiateLocale(['tlh', 'pt-BR', 'de'], available, 'en')).toBe('pt-BR');
  });
});

describe('negotiateLocale: best fit by likely subtags', () => {
  // [what the reader asks for, what the app offers, the catalogue it gets]
  const cases: [string | string[], string[], string][] = [
    [['pt-PT', 'en'], ['en', 'pt-BR'], 'pt-BR'],
    [['pt', 'en'], ['en', 'pt-BR'], 'pt-BR'],
    [['pt-PT'], ['en', 'pt-BR', 'pt-PT'], 'pt-PT'],
    [['pt-AO'], ['en', 'pt-BR', 'pt-PT'], 'pt-BR'],
    [['pt-AO'], ['en', 'pt-PT', 'pt-BR'], 'pt-PT'],
    [['pt-BR'], ['en', 'pt-PT', 'pt-BR-x-test', 'pt-BR'], 'pt-BR'],
    [['zh-HK'], ['en', 'zh-Hant', 'zh-Hant-HK'], 'zh-Hant-HK'],
    [['pt-PT'], ['en', 'pt', 'pt-BR'], 'pt'],
    [['zh-TW'], ['en', 'zh-Hant'], 'zh-Hant'],
    [['zh-HK'], ['en', 'zh-Hant'], 'zh-Hant'],
    [['zh-TW'], ['en', 'zh-Hans', 'zh-Hant'], 'zh-Hant'],
    [['zh-CN'], ['en', 'zh-Hant'], 'en'],
    [['zh'], ['en', 'zh-Hans', 'zh-Hant'], 'zh-Hans'],
    [['sr-Latn'], ['en', 'sr-Cyrl'], 'en'],
    [['sr-Cyrl'], ['en', 'sr-Latn'], 'en'],
    [['sr-Latn-RS'], ['en', 'sr-Cyrl', 'sr-Latn'], 'sr-Latn'],
    [['sr'], ['en', 'sr-Latn', 'sr-Cyrl'], 'sr-Cyrl'],
    [['fr-CA', 'de'], ['en', 'de'], 'de'],
    [['fr-CA', 'de'], ['en', 'de', 'fr-FR'], 'fr-FR'],
    [['de', 'pt-PT'], ['en', 'de', 'pt-BR'], 'de'],
    [['tlh', 'pt-PT'], ['en', 'pt-BR'], 'pt-BR'],
    [['ja'], ['en', 'pt-BR', 'zh-Hant'], 'en'],
    ['pt-PT,pt;q=0.9,en;q=0.8', ['en', 'pt-BR'], 'pt-BR'],
  ];
  it.each(cases)('%j with %j → %s', (value, available, expected) => {
    expect(negotiateLocale(value, available, 'en')).toBe(expected);
  });

  it('always answers with an offered tag or the fallback, never throws', () => {
    const tag = fc.constantFrom('en', 'de', 'de-AT', 'pt', 'pt-BR', 'pt-PT', 'zh', 'zh-Hant', 'zh-Hans', 'zh-TW', 'sr-Latn', 'sr-Cyrl', 'ar', 'x-private', 'tlh', '!!', '');
    fc.assert(
      fc.property(fc.array(tag), fc.array(tag), (requested, offered) => {
        const result = negotiateLocale(requested, offered, 'fallback');
        expect([...offered, 'fallback']).toContain(result);
      }),
    );
  });

  it('a tag offered exactly always wins over a closer guess for the same preference', () => {
    const tag = fc.constantFrom('pt-BR', 'pt-PT', 'zh-Hant', 'zh-Hans', 'sr-Latn', 'sr-Cyrl', 'de', 'fr-CA');
    fc.assert(
      fc.property(tag, fc.array(tag), (wanted, others) => {
        expect(negotiateLocale([wanted], [...others, wanted], 'en')).toBe(wanted);
      }),
    );
  });
});
