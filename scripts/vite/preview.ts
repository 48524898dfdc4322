// `vite preview` as a strict static host: every response carries the CSP the app must work
// under, prerendered pages and existing files are served, anything else gets 404.html + 404 —
// an app route the build did not prerender (`/presentations/unknown`) too: no soft 404.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isAppRoute } from '../../src/app/route/matchRoute.ts';
import { prerenderedFile } from './prerender.ts';
import { isServerOnlyPath } from '../../src/runtime/navigation/serverOnly.ts';

/** The policy the built app is tested under: nothing inline, nothing from elsewhere. */
export const contentSecurityPolicy = "default-src 'self'";

const isFileIn = (root: string, pathname: string) => {
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Preview: CSP header on every response; paths with no file and no prerendered page answer `404.html` with status 404. */
export function previewPlugin(): Plugin {
  return {
    name: 'groundwork:preview',
    config: () => ({ preview: { headers: { 'Content-Security-Policy': contentSecurityPolicy } } }),
    configurePreviewServer(server) {
      const root = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        res.setHeader('Content-Security-Policy', contentSecurityPolicy);
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        } catch {
          pathname = '/%';
        }
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        // Vite's own fallback then serves `<path>.html` (and `/` its index.html), as a static host would.
        const prerendered = isAppRoute(pathname) && isFileIn(root, `/${prerenderedFile(pathname)}`);
        if (isServerOnlyPath(pathname) || prerendered || isFileIn(root, pathname)) return next();
        let page: Buffer;
        try {
          page = readFileSync(path.join(root, '404.html'));
        } catch {
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Length', page.length);
        res.end(req.method === 'HEAD' ? undefined : page);
      });
    },
  };
}
