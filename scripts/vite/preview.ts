// `vite preview` as a strict static host, the same one deploy/nginx/groundwork.conf describes (and
// scripts/hosts/run.mjs checks the two against each other): the security headers on every response,
// prerendered pages and files served as they are, anything else `404.html` with status 404 — an app
// route the build did not prerender (`/presentations/unknown`) too: no soft 404. It answers GET and
// HEAD itself (Vite's own static middleware would read `//evil.example` as a host, and give hashed
// files `no-cache`); `/api` goes on to the API proxy or its JSON 404.
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isAppRoute } from '../../src/app/route/matchRoute.ts';
import { isServerOnlyPath } from '../../src/runtime/navigation/serverOnly.ts';
import { fileHeaders, securityHeaders, securityHeadersFor } from './hostHeaders.ts';
import { prerenderedFile } from './prerender.ts';
import { normaliseRequestPath } from './requestPath.ts';

export { contentSecurityPolicy } from './hostHeaders.ts';

/** The static error pages, each served at its own address too (as a host serves any file). */
const errorPages = ['/404.html', '/500.html', '/400.html', '/405.html'];

/** What the host answers for a request. */
export type HostAnswer =
  | { kind: 'server' }
  | { kind: 'file'; pathname: string; file: string }
  | { kind: 'error'; status: 400 | 404 | 405 };

const isFileIn = (root: string, relative: string) => {
  const file = path.join(root, relative);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The file of `root` that a decoded, dot-resolved path names, or null. One address per page (the
 * same-URL invariant): `/` and `/presentations/400` are pages, `/index.html`,
 * `/presentations/400.html`, `/presentations/400/` and `//presentations/400` are not.
 * @example fileForPath('dist', '/presentations/400') // 'presentations/400.html'
 */
export function fileForPath(root: string, pathname: string): string | null {
  if (pathname.includes('//')) return null;
  if (pathname === '/') return 'index.html';
  if (pathname.endsWith('/')) return null;
  if (errorPages.includes(pathname)) return pathname.slice(1);
  if (pathname.endsWith('.html')) return null;
  if (isAppRoute(pathname)) return isFileIn(root, prerenderedFile(pathname)) ? prerenderedFile(pathname) : null;
  return isFileIn(root, pathname.slice(1)) ? pathname.slice(1) : null;
}

/**
 * What the host answers `method target` with: 400 for a target it cannot read, `/api` to the
 * server, a file, 404 when there is none, 405 for a method other than GET and HEAD on a file.
 * @example answerFor('dist', 'GET', '//evil.example') // { kind: 'error', status: 404 }
 */
export function answerFor(root: string, method: string, target: string): HostAnswer {
  const pathname = normaliseRequestPath(target);
  if (pathname === null) return { kind: 'error', status: 400 };
  if (isServerOnlyPath(pathname)) return { kind: 'server' };
  const file = fileForPath(root, pathname);
  if (file === null) return { kind: 'error', status: 404 };
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'error', status: 405 };
  return { kind: 'file', pathname, file };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Sends one file with its validators; a matching `If-None-Match` gets 304. */
function sendFile(req: IncomingMessage, res: ServerResponse, root: string, file: string, status = 200) {
  const absolute = path.join(root, file);
  const stats = statSync(absolute);
  const etag = `"${stats.mtime.getTime().toString(16)}-${stats.size.toString(16)}"`;
  res.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return res.end();
  }
  const body = readFileSync(absolute);
  res.statusCode = status;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A malformed request (Node's parser refused it): the 400 page, with the same headers. */
function answerClientError(root: string) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    let body: Buffer;
    try {
      body = readFileSync(path.join(root, '400.html'));
    } catch {
      body = Buffer.alloc(0);
    }
    const headers = { ...securityHeaders, 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, Connection: 'close' };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} Bad Request\r\n${head}\r\n`), body]));
  };
}

/** Preview: the host headers on every response, files and prerendered pages as they are, the static error pages for the rest. */
export function previewPlugin(): Plugin {
  return {
    name: 'groundwork:preview',
    // The headers are set here, for every response: no CORS middleware of Vite's in front.
    config: () => ({ preview: { cors: false } }),
    configurePreviewServer(server) {
      const root = path.resolve(server.config.root, server.config.build.outDir);
      // In place of Vite's handler, which answers a bare status line with no headers and no page.
      server.httpServer?.removeAllListeners('clientError').on('clientError', answerClientError(root));
      // Connect routes only targets that start with `/`: any other (`*`, `http://host/x`) would get its
      // bare 404 with no headers. Made unreadable here, it gets the 400 page like any unreadable path.
      server.httpServer?.prependListener('request', (req: IncomingMessage) => {
        if (!req.url?.startsWith('/')) req.url = '/%';
      });
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(securityHeadersFor(req.headers.host))) res.setHeader(name, value);
        const answer = answerFor(root, req.method ?? 'GET', req.url ?? '/');
        if (answer.kind === 'server') return next();
        try {
          if (answer.kind === 'file') {
            for (const [name, value] of Object.entries(fileHeaders(answer.pathname))) res.setHeader(name, value);
            return sendFile(req, res, root, answer.file);
          }
          res.setHeader('Cache-Control', 'no-cache');
          if (answer.status === 405) res.setHeader('Allow', 'GET, HEAD');
          sendFile(req, res, root, `${answer.status}.html`, answer.status);
        } catch {
          // A file that vanished or cannot be read: the 500 page, or an empty 500 without it.
          res.setHeader('Cache-Control', 'no-cache');
          try {
            sendFile(req, res, root, '500.html', 500);
          } catch {
            res.statusCode = 500;
            res.end();
          }
        }
      });
    },
  };
}
