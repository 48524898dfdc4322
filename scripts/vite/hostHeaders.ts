// The headers a host sends with the built app: one place for the preview server, and the values
// deploy/nginx/groundwork.conf must send too (scripts/hosts/run.mjs compares the two hosts).
// OWASP's secure-headers project is the source of the choice: a CSP that names frame ancestors,
// nosniff, a referrer policy; long caching only for hashed files, HTML revalidated.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The policy the built app is tested under: nothing inline, nothing from elsewhere. */
export const contentSecurityPolicy = "default-src 'self'";

/**
 * Who may frame the app. `'self'` by default: another site cannot frame it (clickjacking), the app
 * can frame itself. An app that wants to be embedded names its embedders here (and in its host
 * config): `frame-ancestors 'self' https://partner.example`.
 */
export const frameAncestors = "frame-ancestors 'self'";

/**
 * The app's own origin as a source expression, from the request's `Host` (the address the browser
 * asked for), or undefined when that is not a plain host name or address with an optional port. In
 * WebKit, `'self'` matches nothing in a document with an opaque origin (a frame sandboxed without
 * `allow-same-origin`): named, the app's own scripts and styles load there too. Anywhere else it
 * names what `'self'` already matches. docs/reliability.md ("Framing and CORS") says why.
 * @example ownOriginSource('app.example:8443') // 'http://app.example:8443'
 */
export function ownOriginSource(host: string | undefined): string | undefined {
  return host !== undefined && /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$/.test(host) ? `http://${host}` : undefined;
}

/**
 * The file of a build that holds the hash of its inline import map (scripts/vite/importMap.ts
 * writes it): an nginx `map` line, which deploy/nginx/groundwork.conf includes, and which the
 * preview reads. One build, one map, in every page that has scripts.
 */
export const importMapCspFile = 'import-map-csp.conf';

/** The line of `importMapCspFile` for a hash source (`'sha256-…'`). */
export const importMapCspLine = (source: string) => `map "" $groundwork_import_map { default "${source}"; }\n`;

/**
 * The CSP source of the import map of the build in `root` (`'sha256-…'`), or undefined for a build
 * without one (the file absent). Read at each call: a deploy may swap the folder.
 * @example importMapSourceIn('dist') // "'sha256-3q0…='"
 */
export function importMapSourceIn(root: string): string | undefined {
  let line: string;
  try {
    line = readFileSync(path.join(root, importMapCspFile), 'utf8');
  } catch {
    return undefined;
  }
  const source = /"('sha256-[A-Za-z0-9+/]+={0,2}')"/.exec(line)?.[1];
  if (source === undefined) throw new Error(`${path.join(root, importMapCspFile)}: no 'sha256-…' source in it`);
  return source;
}

/**
 * The whole policy a response carries: the content policy with the app's own origin named beside
 * `'self'` (`ownOriginSource`), plus the directives `default-src` does not cover (a `<base>` or a
 * form could otherwise point anywhere, and framing is decided here). With `importMap` (the hash
 * source of the build's inline import map, `importMapSourceIn`), `script-src` allows the app's own
 * scripts and that one inline script, nothing else inline.
 * @example hostContentSecurityPolicyFor('127.0.0.1:4173') // "default-src 'self' http://127.0.0.1:4173; base-uri 'self'; …"
 * @example hostContentSecurityPolicyFor('127.0.0.1:4173', "'sha256-…'") // "default-src 'self' http://127.0.0.1:4173; script-src 'self' http://127.0.0.1:4173 'sha256-…'; …"
 */
export function hostContentSecurityPolicyFor(host: string | undefined, importMap?: string): string {
  const origin = ownOriginSource(host);
  const own = origin ? ` ${origin}` : '';
  const scripts = importMap ? `; script-src 'self'${own} ${importMap}` : '';
  return `${contentSecurityPolicy}${own}${scripts}; base-uri 'self'; form-action 'self'; ${frameAncestors}`;
}

/** The policy of a response to a request with no usable `Host`. */
export const hostContentSecurityPolicy = hostContentSecurityPolicyFor(undefined);

/** The headers every response carries, whatever its status (`securityHeadersFor` names the host's own origin). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': hostContentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  // Other origins get the origin only, never a path or query (a token, a search).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // A window another site opened, or that opened one, gets no handle on this one (nor this on it).
  // Frames are not affected; a reload keeps the window (and so its name, which the reload guard uses).
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Powerful features the app does not use stay off, for it and for anything it frames.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * `securityHeaders` for a request with `Host: host` to a build whose import map has the hash source
 * `importMap`: the policy names that origin and allows that map.
 * @example securityHeadersFor(req.headers.host, importMapSourceIn(root))
 */
export const securityHeadersFor = (host: string | undefined, importMap?: string): Readonly<Record<string, string>> => ({
  ...securityHeaders,
  'Content-Security-Policy': hostContentSecurityPolicyFor(host, importMap),
});

/** A file whose name carries its content hash: it never changes at its URL. */
export const isHashedAsset = (pathname: string) => pathname.startsWith('/assets/');

/** `public, max-age=31536000, immutable` for hashed files, `no-cache` (revalidate) for everything else. */
export const cacheControlFor = (pathname: string) => (isHashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * Files a page fetches in CORS mode (Vite's `crossorigin` module scripts and stylesheets, the page
 * data, the build manifest): readable from any origin, without credentials. They are public, and
 * a sandboxed frame (an opaque origin, `Origin: null`) cannot load the app without it.
 */
export const isPublicForCors = (pathname: string) => isHashedAsset(pathname) || pathname.startsWith('/data/') || pathname === '/build-manifest.json';

/**
 * The headers of a successful response for `pathname` (a served file), beside `securityHeaders`.
 * @example fileHeaders('/assets/index-abc.js') // { 'Cache-Control': 'public, max-age=31536000, immutable', 'Access-Control-Allow-Origin': '*' }
 */
export function fileHeaders(pathname: string): Record<string, string> {
  return { 'Cache-Control': cacheControlFor(pathname), ...(isPublicForCors(pathname) ? { 'Access-Control-Allow-Origin': '*' } : {}) };
}
