/**
 * Resolves `target` against the current address and returns it only when a full navigation to it
 * is safe: same origin, http(s). `javascript:`, `data:`, other schemes, other origins and
 * unparsable input return `null`, so a caller can refuse them.
 * @example sameOriginUrl('/docs?x=1#y', 'https://app.test/') // URL https://app.test/docs?x=1#y
 * @example sameOriginUrl('javascript:alert(1)', 'https://app.test/') // null
 */
export function sameOriginUrl(target: unknown, current: string): URL | null {
  if (typeof target !== 'string' && !(target instanceof URL)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(current);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== base.origin) return null;
  return url;
}

/** The part of a same-origin URL (or `location`) that a reload keeps: path, query and hash. */
export function addressOf(url: Pick<URL, 'pathname' | 'search' | 'hash'>): string {
  return `${url.pathname}${url.search}${url.hash}`;
}
