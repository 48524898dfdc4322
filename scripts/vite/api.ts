// `/api` and everything under it belongs to the server: proxied to GW_API_ORIGIN when it is set,
// otherwise answered with a JSON 404 (never the app shell).
import type { Connect, Plugin, ProxyOptions } from 'vite';
import { isServerOnlyPath } from '../../src/runtime/navigation/serverOnly.ts';
import { normaliseRequestPath } from './requestPath.ts';

/** The API's JSON 404 when there is no API server: the same bytes as nginx's (deploy/nginx/groundwork.conf). */
export const apiNotFoundBody = '{"error":"Not Found","status":404}';

/**
 * The JSON 404 for `/api` paths when no API server is configured. The path is read as the host
 * reads it (requestPath.ts): `new URL` threw on targets such as `/\:/.%2e/api` (a 500, found by
 * the hosts' fuzz test). A target the host refuses is left to it (400).
 */
export const apiNotFound: Connect.NextHandleFunction = (req, res, next) => {
  const path = normaliseRequestPath(req.url ?? '/');
  if (path === null || !isServerOnlyPath(path)) return next();
  res.statusCode = 404;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  // Its length even for HEAD, as nginx's `return 404 '…'` sends it.
  res.setHeader('Content-Length', Buffer.byteLength(apiNotFoundBody));
  res.end(req.method === 'HEAD' ? undefined : apiNotFoundBody);
};

/** Proxies `/api` to `GW_API_ORIGIN` in dev and preview, or answers a JSON 404 when it is unset. */
export function apiPlugin(origin = process.env.GW_API_ORIGIN): Plugin {
  const proxy: Record<string, ProxyOptions> | undefined = origin
    ? { '^/api(?:/|$|\\?)': { target: origin, changeOrigin: true } }
    : undefined;
  return {
    name: 'groundwork:api',
    config: () => (proxy ? { server: { proxy }, preview: { proxy } } : {}),
    configureServer(server) {
      if (!proxy) server.middlewares.use(apiNotFound);
    },
    configurePreviewServer(server) {
      if (!proxy) server.middlewares.use(apiNotFound);
    },
  };
}
