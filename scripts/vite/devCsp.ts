// `vite` (dev) under the same policy as preview, plus one nonce. Dev cannot run under
// `default-src 'self'` alone: @vitejs/plugin-react puts the React Refresh preamble in an inline
// <script>, and Vite's client injects every imported stylesheet as a <style> element. Vite's
// `html.cspNonce` marks both (and its error overlay) with a nonce, which the header then allows.
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './preview.ts';

/** The dev server's policy: the preview policy, with scripts and styles also allowed by `nonce`. */
export const devContentSecurityPolicy = (nonce: string) =>
  `${contentSecurityPolicy}; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'`;

/**
 * Sends the dev policy on every dev-server response. The nonce is fresh for each server start,
 * not each request: Vite stamps it into the HTML it serves with an ETag, and a cached page with an
 * old per-request nonce would break on reload. Nothing but Vite's own code is inline in dev.
 */
export function devCspPlugin(): Plugin {
  const nonce = randomBytes(18).toString('base64');
  return {
    name: 'groundwork:dev-csp',
    apply: (_, env) => env.command === 'serve' && !env.isPreview,
    config: () => ({ html: { cspNonce: nonce } }),
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', devContentSecurityPolicy(nonce));
        next();
      });
    },
  };
}
