// The site's public origin, in one place: `GW_SITE_ORIGIN`. Each prerendered page's canonical link
// is this origin plus the page's path (a crawler reads a relative canonical link as an error). A
// production build refuses to run without it; the dev server uses it when set, else the address it
// was asked at. Test and bench builds, which are never deployed, build with `testSiteOrigin`.

/** The origin test and bench builds are made for: a reserved name (RFC 2606) that no site can have. */
export const testSiteOrigin = 'https://groundwork.example';

/**
 * `GW_SITE_ORIGIN` read as an origin (`https://example.com`, no path), or `undefined` when unset.
 * Throws, naming the variable, on a value that is not an http(s) origin.
 * @example siteOrigin({ GW_SITE_ORIGIN: 'https://example.com/' }) // 'https://example.com'
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function siteOrigin(env = process.env) {
  const value = env.GW_SITE_ORIGIN?.trim();
  if (!value) return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`GW_SITE_ORIGIN is "${value}", not a URL: give the site's public origin, e.g. https://groundwork.example`);
  }
  const onlyOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !onlyOrigin) {
    throw new Error(`GW_SITE_ORIGIN is "${value}": give an http(s) origin only, without a path, e.g. https://groundwork.example`);
  }
  return url.origin;
}

/**
 * The origin a production build writes into canonical links: `GW_SITE_ORIGIN`, or an error that
 * says how to set it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function requiredSiteOrigin(env = process.env) {
  const origin = siteOrigin(env);
  if (origin !== undefined) return origin;
  throw new Error(
    [
      'GW_SITE_ORIGIN is not set.',
      "A production build writes each page's canonical link as an absolute URL: the site's public origin plus the page's path.",
      'Set it to the origin the site is served at, e.g. `GW_SITE_ORIGIN=https://groundwork.example npm run build` (docs/environment.md).',
    ].join('\n'),
  );
}
