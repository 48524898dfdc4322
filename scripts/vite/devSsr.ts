// `npm run dev` renders pages on the server too, as the build prerenders them: each page request
// gets index.html (transformed by Vite: HMR client, React Refresh preamble, CSP nonce) with the
// app's HTML and its data injected, from src/app/prerender/renderPage.tsx loaded through Vite's
// SSR module runner (so editing it or anything it imports takes effect on the next request).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type * as RenderPage from '../../src/app/prerender/renderPage';
import { isServerOnlyPath } from '../../src/runtime/navigation/serverOnly.ts';
import { siteOrigin } from '../site-origin.mjs';
import { readPageData } from './pageData.ts';

const renderModule = '/src/app/prerender/renderPage.tsx';

/** A page request: a GET or HEAD for HTML at a path without a file extension, not under /api. */
export function isPageRequest(method: string | undefined, accept: string | undefined, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!accept?.includes('text/html')) return false;
  return !isServerOnlyPath(pathname) && !/\.[^/]*$/.test(pathname) && !pathname.startsWith('/@');
}

function middleware(server: ViteDevServer): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const { pathname } = new URL(url, 'http://localhost');
    if (!isPageRequest(req.method, req.headers.accept, pathname)) return next();
    void (async () => {
      try {
        const root = server.config.root;
        const template = await server.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8'));
        const { renderPage, injectPage } = (await server.ssrLoadModule(renderModule)) as typeof RenderPage;
        const page = await renderPage(url, (dataUrl) => readPageData(root, dataUrl), { dev: true });
        // Canonical links from GW_SITE_ORIGIN when set, else from the address the page was asked at.
        const body = injectPage(template, page, siteOrigin() ?? `http://${req.headers.host ?? 'localhost'}`);
        res.statusCode = page.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch (error) {
        // Vite's overlay and a stack that points into the source, not the transformed module.
        if (error instanceof Error) server.ssrFixStacktrace(error);
        next(error);
      }
    })();
  };
}

/** Server rendering for `vite` (dev); the build prerenders instead (prerender.ts). */
export function devSsrPlugin(): Plugin {
  return {
    name: 'groundwork:dev-ssr',
    apply: (_, env) => env.command === 'serve' && !env.isPreview,
    // Found on the first page load otherwise, which makes Vite reload the page to add it.
    config: () => ({ optimizeDeps: { include: ['react-dom/static', 'react-dom/client', 'wouter'] } }),
    configureServer(server) {
      server.middlewares.use(middleware(server));
    },
  };
}
