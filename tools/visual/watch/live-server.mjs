// The watch's review server: `npm run visual:review`'s own server (review room) for the page, its
// images and its accept / reject / undo, behind a front that adds the live parts — the status line
// and reload script in the page (live-page.mjs), and server-sent events that say when a round has
// written new shots. Listens on 127.0.0.1 only; a POST from another origin is refused here, as the
// review server refuses it (the front speaks to that server as its own origin).
import { createServer, request as httpRequest } from 'node:http';
import { startReviewServer } from '../review/index.mjs';
import { liveAdditions, statusText, waitingPage } from './live-page.mjs';

/**
 * @param {{ reportDir: string, port?: number, state: () => object, root?: string, rendererRecord?: string }} options
 *   state: the loop's current state (phase, round, version of the report, last round), read per request;
 *   root, rendererRecord: as the review server takes them (tests use a temporary repository)
 * @returns {Promise<{ url: string, publish: () => void, close: () => Promise<void> }>}
 */
export async function startLiveServer({ reportDir, port = 0, state, root, rendererRecord }) {
  const inner = await startReviewServer({ reportDir, port: 0, ...(root ? { root } : {}), ...(rendererRecord ? { rendererRecord } : {}) });
  const innerUrl = new URL(inner.url);
  /** @type {Set<import('node:http').ServerResponse>} */
  const clients = new Set();
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: error.message }));
    });
  });
  const origin = () => `http://127.0.0.1:${server.address().port}`;
  const snapshot = () => {
    const now = state();
    return { ...now, text: statusText(now) };
  };

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', origin());
    if (url.pathname === '/api/watch/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      response.write(`data: ${JSON.stringify(snapshot())}\n\n`);
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return;
    }
    if (url.pathname === '/api/watch/state') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(JSON.stringify(snapshot()));
    }
    if (request.method === 'POST' && request.headers.origin && request.headers.origin !== origin()) {
      response.writeHead(403, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: 'requests from other origins are refused' }));
    }
    if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html')) {
      // The state first: a page rendered from a newer manifest than its version says reloads once
      // more, never the other way round.
      const now = state();
      const page = await getText(new URL(url.pathname, innerUrl));
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(page.ok ? page.text.replace(/<\/body>\s*<\/html>\s*$/, `${liveAdditions(now)}\n</body>\n</html>\n`) : waitingPage(now));
    }
    // Everything else (images, the decide API) as the review server answers it.
    const headers = { ...request.headers, host: innerUrl.host, ...(request.headers.origin ? { origin: innerUrl.origin } : {}) };
    // No keep-alive agent: the inner server closes at once when the watch stops.
    const upstream = httpRequest({ hostname: innerUrl.hostname, port: innerUrl.port, path: request.url, method: request.method, headers, agent: false }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: error.message }));
    });
    request.pipe(upstream);
  }

  /** @param {URL} target */
  const getText = (target) =>
    new Promise((resolve, reject) => {
      const asked = httpRequest(target, { agent: false }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve({ ok: answer.statusCode === 200, text }));
      });
      asked.on('error', reject);
      asked.end();
    });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `${origin()}/`,
    /** Tells every open page the loop's state (a new version of the report makes it reload). */
    publish() {
      const data = `data: ${JSON.stringify(snapshot())}\n\n`;
      for (const client of clients) client.write(data);
    },
    async close() {
      for (const client of clients) client.end();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await inner.close();
    },
  };
}
