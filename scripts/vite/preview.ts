// `vite preview` as a strict static host, the same one deploy/nginx/groundwork.conf describes (and
// scripts/hosts/run.mjs checks the two against each other): the security headers on every response,
// prerendered pages and files served as they are, anything else `404.html` with status 404 — an app
// route the build did not prerender (`/presentations/unknown`) too: no soft 404. It answers GET and
// HEAD itself (Vite's own static middleware would read `//evil.example` as a host, and give hashed
// files `no-cache`); `/api` goes on to the API proxy or its JSON 404.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isAppRoute } from '../../src/app/route/matchRoute.ts';
import { isServerOnlyPath } from '../../src/runtime/navigation/serverOnly.ts';
import { fileHeaders, importMapSourceIn, securityHeadersFor } from './hostHeaders.ts';
import { prerenderedFile } from './prerender.ts';
import { normaliseRequestPath } from './requestPath.ts';
import { acceptsGzip, gzipName } from './precompress.ts';
import { apiNotFoundBody } from './api.ts';

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
  // A gzipped copy is the same page's bytes: reached by `Accept-Encoding`, never an address of its own.
  if (pathname.endsWith('.gz')) return null;
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

/** The types both hosts send (deploy/nginx/groundwork.conf has the same `types` block). */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** nginx's ETag: the modification time in whole seconds and the size, both in hex. */
export const etagOf = (stats: { mtimeMs: number; size: number }) => `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;

/**
 * The file an answer sends and its coding headers: the build's gzipped copy when there is one and
 * the request takes gzip, as nginx's `gzip_static` (with `gzip_vary`: `Vary` on every answer of a
 * file that has a copy).
 */
function variantOf(absolute: string, takesGzip: boolean): { file: string; headers: Record<string, string> } {
  const compressed = gzipName(absolute);
  if (!isFile(compressed)) return { file: absolute, headers: {} };
  if (!takesGzip) return { file: absolute, headers: { Vary: 'Accept-Encoding' } };
  return { file: compressed, headers: { Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip' } };
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * Whether an `If-None-Match` field value names the representation whose ETag is `etag`: `*` names
 * any current one, and entity tags compare weakly (`W/"x"` and `"x"` match), as RFC 9110 §13.1.2
 * says for this field. A list is matched member by member (an entity tag may hold a comma).
 * @example ifNoneMatchNames('"a", W/"6553f100-480"', '"6553f100-480"') // true
 */
export function ifNoneMatchNames(field: string, etag: string): boolean {
  if (field.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return (field.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends one file with its validators; a matching `If-None-Match` (or, without one, the exact
 * date) gets 304. `Range` is not served, as nginx's `max_ranges 0`. An error answer (`status`
 * other than 200) carries its page's ETag and no Last-Modified, as nginx's header filter sends it.
 */
function sendFile(req: IncomingMessage, res: ServerResponse, root: string, file: string, status = 200) {
  const variant = variantOf(path.join(root, file), acceptsGzip(req.headers['accept-encoding']));
  const body = readFileSync(variant.file);
  const stats = statSync(variant.file);
  const etag = etagOf(stats);
  res.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
  for (const [name, value] of Object.entries(variant.headers)) res.setHeader(name, value);
  res.setHeader('ETag', etag);
  if (status === 200) res.setHeader('Last-Modified', stats.mtime.toUTCString());
  // RFC 9110 §13.1.3: If-Modified-Since is not read when If-None-Match is there.
  const ifNoneMatch = req.headers['if-none-match'];
  if (status === 200 && (ifNoneMatch === undefined ? req.headers['if-modified-since'] === stats.mtime.toUTCString() : ifNoneMatchNames(ifNoneMatch, etag))) {
    // A 304 carries no representation metadata beside its validators (RFC 9110 §15.4.5), as nginx's.
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    return res.end();
  }
  res.statusCode = status;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The import map's hash source for a response's policy, read from the folder this request is
 * answered from. Copied over in place by a deploy, the file can be there and still empty or half
 * written: that request's policy goes without the hash, as when the file is missing, and the server
 * answers on (a throw here, in the request listener, dropped the connection with no answer).
 * @example importMapForRequest('dist') // "'sha256-…'", or undefined mid-deploy
 */
export function importMapForRequest(root: string): string | undefined {
  try {
    return importMapSourceIn(root);
  } catch {
    return undefined;
  }
}

/** A file that is not there (any more): a deploy that replaced the folder under a request. */
const vanished = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * nginx's longest line of a request's head (`large_client_header_buffers 4 8k`): a longer request
 * line is a 414, a longer header line a 400.
 */
const longestLine = 8192;

/** An answer the preview writes on the socket itself, for a request Node's HTTP server does not hand on. */
export interface RawAnswer {
  status: number;
  /** The page of the build it sends ('' with `json`). */
  page: string;
  /** The API's JSON 404 instead of a page. */
  json?: boolean;
  /** The page's gzipped copy, when it has one. */
  gzip?: boolean;
  /**
   * The head was read past its request line, as nginx reads it: the policy names the request's
   * Host. nginx refuses a bad request line before it reads any header, and its answer then names none.
   */
  hostRead?: boolean;
}

/**
 * A request line of an HTTP major version other than 1 (`HTTP/2.0` sent as text): 505, as nginx
 * answers it (RFC 9110 §15.6.6; HTTP/2 does not start with a request line: RFC 9113 §3).
 */
const otherMajorVersion = (requestLine: string) => Number(/^\S+ \S+ HTTP\/(\d+)\.\d+\r?$/.exec(requestLine)?.[1] ?? 1) > 1;

/**
 * What nginx answers a request Node's parser refused: a request line past nginx's limit is a 414,
 * any other head too large a 400; another HTTP major version a 505; a method Node does not know
 * (nginx takes any upper-case token) is answered as the host answers that method at that target
 * (405 on a page, 404 where there is none, the API's JSON 404); anything else that does not parse,
 * a 400. Each with its error page.
 */
export function clientErrorAnswer(root: string, code: string | undefined, head: string): RawAnswer {
  const requestLine = head.split('\n', 1)[0]!;
  if (code === 'HPE_HEADER_OVERFLOW') return requestLine.length > longestLine || !head.includes('\n') ? { status: 414, page: '400.html' } : { status: 400, page: '400.html', hostRead: true };
  if (otherMajorVersion(requestLine)) return { status: 505, page: '400.html' };
  // A method Node does not know, or raw bytes past ASCII in the target (nginx takes both): the
  // host's answer for that method and target.
  // eslint-disable-next-line no-control-regex -- the control bytes nginx refuses in a target (400)
  const known = /^([A-Z]+) (?:https?:\/\/[^/\s]*)?(\/[^\s\0-\x1f\x7f]*) HTTP\/1\.[01]\r?$/.exec(requestLine);
  if ((code === 'HPE_INVALID_METHOD' || code === 'HPE_INVALID_URL') && known) {
    const answer = answerFor(root, known[1]!, known[2]!);
    if (answer.kind === 'server') return { status: 404, page: '', json: true, hostRead: true };
    // nginx parsed this one: its page's gzipped copy goes to a request that takes gzip.
    const gzip = acceptsGzip(headerIn(head, 'accept-encoding')) ? { gzip: true } : {};
    if (answer.kind === 'file' && ['GET', 'HEAD'].includes(known[1]!)) return { status: 200, page: answer.file, ...gzip, hostRead: true };
    const status = answer.kind === 'file' ? 405 : answer.status;
    return { status, page: `${status}.html`, ...gzip, hostRead: true };
  }
  // A head refused for a header (two Content-Lengths, a bad header byte) after a request line
  // nginx reads: nginx knows the Host by then.
  // eslint-disable-next-line no-control-regex -- the control bytes nginx refuses in a target (400)
  const lineRead = /^[A-Z]+ [^\s\0-\x1f\x7f]+ HTTP\/1\.\d\r?$/.test(requestLine);
  return { status: 400, page: '400.html', ...(lineRead ? { hostRead: true } : {}) };
}

/** A header's value in a request's raw head (the first line of that name), if any. */
const headerIn = (head: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*([^\\r\\n]*)`, 'im').exec(head.slice(head.indexOf('\n') + 1))?.[1]?.trim();

/**
 * Writes `answer` to the request whose raw head is `head` on `socket`, and closes it: the headers
 * the host's other answers carry (Date, as RFC 9110 §6.6.1 asks of a 4xx; the page's ETag, and
 * Last-Modified only on a 200, as nginx's header filter; Allow on a 405).
 */
function writeRawAnswer(socket: Socket, root: string, head: string, { status, page, json, gzip, hostRead }: RawAnswer) {
  let body: Buffer;
  let validators = {};
  let coding = {};
  let importMap: string | undefined;
  try {
    importMap = importMapSourceIn(realpathSync(root));
    // As nginx: the page's gzipped copy to a request it parsed that takes gzip.
    const variant = variantOf(path.join(realpathSync(root), page), gzip ?? false);
    const file = variant.file;
    if (!json) {
      coding = variant.headers;
      const stats = statSync(file);
      validators = { ETag: etagOf(stats), ...(status === 200 ? { 'Last-Modified': stats.mtime.toUTCString() } : {}) };
    }
    body = json ? Buffer.from(apiNotFoundBody) : readFileSync(file);
  } catch {
    body = Buffer.alloc(0);
  }
  // The answer to a HEAD has no body (its length is still the page's).
  const sent = head.startsWith('HEAD ') ? Buffer.alloc(0) : body;
  const type = json ? 'application/json' : (contentTypes[path.extname(page)] ?? 'application/octet-stream');
  const cache = json ? { 'Cache-Control': 'no-store' } : status === 200 ? fileHeaders(`/${page}`) : { 'Cache-Control': 'no-cache' };
  const host = hostRead ? headerIn(head, 'host') : undefined;
  const allow = status === 405 ? { Allow: allowedMethods } : {};
  const headers = { Date: new Date().toUTCString(), ...securityHeadersFor(host, importMap), ...cache, ...validators, ...coding, ...allow, 'Content-Type': type, 'Content-Length': body.length, Connection: 'close' };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n`), sent]));
}

/** The methods a file of the build takes: every 405 names them (RFC 9110 §15.5.6: `Allow` is required there). */
const allowedMethods = 'GET, HEAD';

/** A malformed request (Node's parser refused it): the answer nginx gives it, with the same headers. */
function answerClientError(root: string) {
  return (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const head = error.rawPacket?.toString('latin1') ?? '';
    writeRawAnswer(socket, root, head, clientErrorAnswer(root, error.code, head));
  };
}

/**
 * `CONNECT` (Node hands it to a `connect` listener, and with none closes the socket unanswered): a
 * file host tunnels nowhere, so 405 with Allow (RFC 9110 §9.3.6, §15.5.6), as nginx answers it.
 * Its authority-form target is refused with the request line by nginx, so the policy names no Host.
 */
function answerConnect(root: string) {
  return (req: IncomingMessage, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    writeRawAnswer(socket, root, `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`, { status: 405, page: '405.html' });
  };
}

/** The request's one header line longer than nginx takes (a 400 there), if any. */
const overlongHeader = (req: IncomingMessage) => {
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.length + 2 + req.rawHeaders[i + 1]!.length > longestLine) return true;
  return false;
};

/** Preview: the host headers on every response, files and prerendered pages as they are, the static error pages for the rest. */
export function previewPlugin(): Plugin {
  return {
    name: 'groundwork:preview',
    // The headers are set here, for every response: no CORS middleware of Vite's in front.
    config: () => ({ preview: { cors: false } }),
    configurePreviewServer(server) {
      // The served folder as configured: a deploy may swap it (a symlink renamed over, see
      // docs/architecture.md), so each request resolves it once and reads every file from there.
      const served = path.resolve(server.config.root, server.config.build.outDir);
      // In place of Vite's handler, which answers a bare status line with no headers and no page.
      server.httpServer?.removeAllListeners('clientError').on('clientError', answerClientError(served));
      server.httpServer?.on('connect', answerConnect(served));
      // Node answers an HTTP/1.1 request without Host with a bare 400 of its own: left to the
      // listener below instead, which sends the 400 page with the headers.
      if (server.httpServer && 'requireHostHeader' in server.httpServer) server.httpServer.requireHostHeader = false;
      // The folder each request is answered from, resolved once (its files and its policy's import
      // map hash come from the same build, whatever a deploy swaps meanwhile).
      const roots = new WeakMap<IncomingMessage, string>();
      // Requests refused for their request line (a target that is not a path, another HTTP major
      // version: Node parses `HTTP/2.0` as text) and for their headers (not one Host in HTTP/1.1).
      const refusedLines = new WeakSet<IncomingMessage>();
      const refusedHeads = new WeakSet<IncomingMessage>();
      const rootOf = (req: IncomingMessage) => {
        let root = roots.get(req);
        if (root === undefined) {
          try {
            root = realpathSync(served);
          } catch {
            root = served;
          }
          roots.set(req, root);
        }
        return root;
      };
      server.httpServer?.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
        // Before anything else writes: Vite's own refusals (a foreign Host's 403) carry them too.
        // The policy names the origin asked for (a frame with an opaque origin loads the app's own
        // assets by it: docs/reliability.md) and allows the served build's inline import map.
        for (const [name, value] of Object.entries(securityHeadersFor(req.headers.host, importMapForRequest(rootOf(req))))) res.setHeader(name, value);
        // An absolute-form target (`GET http://host/x`, RFC 9112 §3.2.2) is read by its path, as nginx
        // does.
        const absolute = req.url && /^https?:\/\/[^/?#]*/i.exec(req.url);
        if (absolute) req.url = req.url!.slice(absolute[0].length) || '/';
        // Not one Host in HTTP/1.1 (none, or two): a request nginx refuses with 400, as here.
        const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i]!.toLowerCase() === 'host').length;
        if (hosts > 1 || (hosts === 0 && req.httpVersion === '1.1')) refusedHeads.add(req);
        else if (!req.url?.startsWith('/') || req.httpVersionMajor !== 1) refusedLines.add(req);
        // Connect routes only targets that start with `/`: any other (`*`) would get its bare 404
        // with no headers. Made unreadable here, it reaches the answer below.
        if (refusedHeads.has(req) || refusedLines.has(req)) req.url = '/%';
      });
      server.middlewares.use((req, res, next) => {
        const root = rootOf(req);
        const line = `${req.method} ${req.url} HTTP/1.1`.length + 2 > longestLine ? 414 : refusedLines.has(req) ? (req.httpVersionMajor !== 1 ? 505 : 400) : undefined;
        const refused = line ?? (refusedHeads.has(req) || overlongHeader(req) ? 400 : undefined);
        const answer = refused ? ({ kind: 'error', status: 400 } as const) : answerFor(root, req.method ?? 'GET', req.url ?? '/');
        if (answer.kind === 'server') return next();
        const status = refused ?? (answer.kind === 'error' ? answer.status : 200);
        // nginx refuses a request line (its target, its length, its version) before it reads a
        // header: its answer's policy names no Host, and neither does this one.
        if (line !== undefined || (answer.kind === 'error' && answer.status === 400 && !refused)) {
          res.setHeader('Content-Security-Policy', securityHeadersFor(undefined, importMapForRequest(root))['Content-Security-Policy']!);
        }
        try {
          if (answer.kind === 'file') {
            for (const [name, value] of Object.entries(fileHeaders(answer.pathname))) res.setHeader(name, value);
            return sendFile(req, res, root, answer.file);
          }
          res.setHeader('Cache-Control', 'no-cache');
          if (status === 405) res.setHeader('Allow', allowedMethods);
          sendFile(req, res, root, `${answer.status}.html`, status);
        } catch (error) {
          res.setHeader('Cache-Control', 'no-cache');
          res.removeHeader('Access-Control-Allow-Origin');
          // A file a deploy took away under this request is not there: 404, as nginx answers. Its
          // page, or (its page gone too, mid-deploy) an empty 404: never a 5xx for a deploy.
          const fallback = vanished(error) ? 404 : 500;
          try {
            sendFile(req, res, root, `${fallback}.html`, fallback);
          } catch {
            res.statusCode = fallback;
            res.setHeader('Content-Length', 0);
            res.end();
          }
        }
      });
    },
  };
}
