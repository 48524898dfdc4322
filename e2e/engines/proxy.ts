// A recording proxy in front of the real host (`vite preview` of the built app), one per test, for
// engines whose drivers cannot route requests (classic WebDriver has no network interception): it
// counts the app's documents, fails the requests a test names (a network error, as a lost
// connection), answers an embedder page on a second origin, and adds to every HTML page one script
// of the app's own origin that records errors and CSP violations for the test to read.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one test asks of its proxy. */
export interface ProxyOptions {
  /** Requests whose path matches fail (the connection is dropped). */
  fail?: RegExp;
  /**
   * Requests whose path matches, made while the first document is the only one asked for, are
   * held: never answered while the proxy runs, so what asked for them stays in flight until the
   * browser gives it up (the page is left) or the proxy closes. Once a second document is asked
   * for, matching requests are answered again: the next page loads as usual (a held stylesheet
   * would hold its load event, and the driver waiting for it).
   */
  hold?: RegExp;
  /** Another origin's page (any path of `embedderOrigin`) framing the app's `path` in an iframe with these attributes. */
  embedder?: { attributes: string; path: string };
}

export interface RecordingProxy {
  /** The app's origin through the proxy (`http://127.0.0.1:<port>`). */
  origin: string;
  /** The embedder's origin (`http://localhost:<port>`, another site). */
  embedderOrigin: string;
  /** The paths of the app's documents requested so far (top level and frames). */
  documents: string[];
  /** The paths of the held requests so far, in order (`hold`). */
  held: string[];
  /** Resolves with the path of the first held request once it arrives (`hold`). */
  firstHeld: Promise<string>;
  close: () => Promise<void>;
}

const recorderPath = '/__engines/recorder.js';

// Classic, so it runs before the app's module scripts; from the app's origin, so the CSP allows it.
const recorder = `window.__engines = { errors: [], violations: [] };
addEventListener('error', (event) => window.__engines.errors.push(String(event.message)));
addEventListener('unhandledrejection', (event) => window.__engines.errors.push('unhandled rejection: ' + String(event.reason)));
addEventListener('securitypolicyviolation', (event) => window.__engines.violations.push(event.violatedDirective + ' ' + event.blockedURI));
`;

const isDocument = (req: IncomingMessage) => {
  const destination = req.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document' || destination === 'iframe';
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
};

/**
 * Starts a proxy to the host at `upstream` on a port of its own.
 * @example const proxy = await startProxy(previewOrigin, { fail: /HomeScreen-[\w-]+\.js$/ });
 */
export function startProxy(upstream: string, options: ProxyOptions = {}): Promise<RecordingProxy> {
  const documents: string[] = [];
  const held: string[] = [];
  let heldArrived: (path: string) => void = () => {};
  const firstHeld = new Promise<string>((resolve) => (heldArrived = resolve));
  const target = new URL(upstream);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const host = req.headers.host ?? '';
    if (host.startsWith('localhost:') && options.embedder) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><title>Embedder</title><iframe ${options.embedder.attributes} title="The app" src="http://127.0.0.1:${port()}${options.embedder.path}"></iframe></html>`);
    }
    if (url.pathname === recorderPath) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      return res.end(recorder);
    }
    if (options.fail?.test(url.pathname)) return req.socket.destroy();
    if (options.hold?.test(url.pathname) && documents.length < 2) {
      held.push(url.pathname);
      heldArrived(url.pathname);
      // Never answered: the browser's abort closes the connection, else the proxy's close does.
      return;
    }
    if (isDocument(req)) documents.push(url.pathname);
    const upstreamRequest = request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (upstreamResponse) => {
        const headers = { ...upstreamResponse.headers };
        const html = (headers['content-type'] ?? '').startsWith('text/html');
        if (options.embedder && typeof headers['content-security-policy'] === 'string') {
          // The app as one that wants to be framed by the embedder would set its host up.
          headers['content-security-policy'] = headers['content-security-policy'].replace("frame-ancestors 'self'", `frame-ancestors 'self' http://localhost:${port()}`);
        }
        if (!html) {
          res.writeHead(upstreamResponse.statusCode ?? 502, headers);
          return upstreamResponse.pipe(res);
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replace('<head>', `<head><script src="${recorderPath}"></script>`));
          delete headers['content-length'];
          delete headers.etag;
          res.writeHead(upstreamResponse.statusCode ?? 502, { ...headers, 'content-length': body.length });
          res.end(body);
        });
      },
    );
    upstreamRequest.on('error', () => res.destroy());
    req.pipe(upstreamRequest);
  });
  const port = () => (server.address() as AddressInfo).port;
  // Both loopback addresses: `localhost` may resolve to ::1 first.
  return new Promise((resolve) =>
    server.listen(0, () =>
      resolve({
        origin: `http://127.0.0.1:${port()}`,
        embedderOrigin: `http://localhost:${port()}`,
        documents,
        held,
        firstHeld,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}
