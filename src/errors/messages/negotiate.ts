// BCP 47 lookup, then best fit by likely subtags, by hand on top of the platform's own tag parser
// (Intl.getCanonicalLocales) and likely-subtags data (Intl.Locale#maximize):
// @formatjs/intl-localematcher did the same but brought its best-fit data along: NotFoundPage alone
// measured 14.21 kB gzipped with it, 3.94 kB without; all error presentations 19.50 kB (limit 9).

/**
 * The locales a value asks for, most preferred first: one tag (`'pt-BR'`, `'AR_eg'`), a list
 * (`navigator.languages`) or an Accept-Language value (`'pt-BR,pt;q=0.9,en;q=0.8'`). Tags that
 * are not valid BCP 47 are dropped; anything else gives an empty list. Never throws.
 * @example preferredLocales('de-AT;q=0.5, fr') // ['fr', 'de-AT']
 */
export function preferredLocales(value: unknown): string[] {
  const entries = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  // Accept-Language weights: `tag;q=0.8`. A missing weight is 1; the sort keeps equal weights in order.
  const weighted = entries.map((entry) => {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    return { tag: tag.replace(/_/g, '-'), weight: q ? Number(q.slice(2)) : 1 };
  });
  return weighted
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0 && isValidTag(tag))
    .sort((a, b) => b.weight - a.weight)
    .map(({ tag }) => tag);
}

const isValidTag = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

/** `language-script` and region of a tag with its likely subtags (`zh-TW` → zh-Hant, TW); undefined when the platform cannot tell. */
const likely = (tag: string) => {
  try {
    const { language, script, region } = new Intl.Locale(tag).maximize();
    return script ? [`${language}-${script}`, region] : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The available tag closest to `requested` by likely subtags (the platform's own data, through
 * `Intl.Locale#maximize`): the same language and script, so `pt-PT` finds `pt-BR` and `zh-HK` finds
 * `zh-Hant`, but `sr-Latn` never finds `sr-Cyrl`. The same region first, else the first offered.
 */
function closest<Tag extends string>(requested: string, available: readonly Tag[]): Tag | undefined {
  const wanted = likely(requested);
  const near = available.filter((tag) => wanted && likely(tag)?.[0] === wanted[0]);
  return near.find((tag) => likely(tag)![1] === wanted![1]) ?? near[0];
}

/**
 * Picks the best of `available` for a preference (any value `preferredLocales` reads), else
 * `fallback` (`undefined` without one). Each preference in turn, the reader's order first: BCP 47
 * lookup (RFC 4647 §3.4: `pt-BR-x-a` → `pt-BR` → `pt`), then the closest tag of the same language
 * and script (`pt-PT` → `pt-BR`, `zh-TW` → `zh-Hant`; `sr-Latn` never → `sr-Cyrl`). Never throws.
 * @example negotiateLocale('de-AT,en;q=0.5', ['en', 'de']) // 'de'
 * @example negotiateLocale(['zh-TW'], ['en', 'zh-Hant']) // 'zh-Hant'
 * @example negotiateLocale(['pt-PT', 'en'], ['en', 'pt-BR'], 'en') // 'pt-BR'
 * @example negotiateLocale('fr', ['en', 'de']) // undefined
 * @example negotiateLocale('fr', ['en', 'de'], 'en') // 'en'
 */
export function negotiateLocale<Tag extends string>(value: unknown, available: readonly Tag[]): Tag | undefined;
export function negotiateLocale<Tag extends string, Fallback extends string = Tag>(value: unknown, available: readonly Tag[], fallback: Fallback): Tag | Fallback;
export function negotiateLocale(value: unknown, available: readonly string[], fallback?: string): string | undefined {
  const byLowerCase = new Map(available.map((tag) => [tag.toLowerCase(), tag] as const));
  for (const requested of preferredLocales(value)) {
    const subtags = Intl.getCanonicalLocales(requested)[0]!.toLowerCase().split('-');
    while (subtags.length > 0) {
      const found = byLowerCase.get(subtags.join('-'));
      if (found) return found;
      subtags.pop();
      // A singleton (`x`, `u`) never ends a range: drop it with its last subtag.
      if (subtags.at(-1)?.length === 1) subtags.pop();
    }
    const near = closest(requested, available);
    if (near) return near;
  }
  return fallback;
}
