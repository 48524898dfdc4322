// The app framed by another site (an embedder on a second origin: localhost against the app's
// 127.0.0.1), sandboxed or not, its frame named or not, its host sending CORS or not, and the home
// route's chunk failing: at most one automatic reload of the frame, and only where the guard's
// memory of it outlasts that reload; then the failure page with its Reload. The app's documents are
// counted from outside (the frame's navigation requests). docs/reliability.md has the table.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { answerFor } from '../../scripts/vite/preview';
import { fileHeaders, importMapSourceIn, securityHeadersFor } from '../../scripts/vite/hostHeaders';
import { runPorts } from '../../scripts/ports.mjs';
import { e2eBuildDir } from '../support/buildDir';
import { expect, personClicks, recordFrameDocuments, test } from './record';
import { fetchThrough } from '../support/fetchThrough';

const ports = runPorts();
const port = ports.reliability;
const app = `http://127.0.0.1:${port}`;
const embedder = `http://localhost:${port}`;
const homeChunk = /\/assets\/HomeScreen-[\w-]+\.js$/;
const address = '/?q=1#top';

/**
 * The built app from a host that sends no CORS headers (the preview's answers without them), for
 * the frames that need CORS: Playwright's route.fulfill adds an Access-Control-Allow-Origin of its
 * own to a CORS request, so routing cannot take the header away.
 */
function hostWithoutCors(port: number, frameAncestors: string): Promise<Server> {
  // The build the reliability run's preview serves (playwright.config.ts), not one named after this port.
  const root = path.resolve(import.meta.dirname, '../..', e2eBuildDir(ports.reliability));
  const server = createServer((req, res) => {
    const answer = answerFor(root, req.method ?? 'GET', req.url ?? '/');
    const file = answer.kind === 'file' ? answer.file : answer.kind === 'error' ? `${answer.status}.html` : '404.html';
    const headers = answer.kind === 'file' ? fileHeaders(answer.pathname) : {};
    delete headers['Access-Control-Allow-Origin'];
    const security = securityHeadersFor(undefined, importMapSourceIn(root));
    res.writeHead(answer.kind === 'file' ? 200 : 404, {
      ...security,
      ...headers,
      'Content-Security-Policy': security['Content-Security-Policy']!.replace("frame-ancestors 'self'", frameAncestors),
      'Content-Type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8',
    });
    res.end(readFileSync(path.join(root, file)));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

interface Embedding {
  /** The iframe's sandbox attribute, or null for none. */
  sandbox: string | null;
  /** The embedder names its frame (so the window name is not the app's to use). */
  named: boolean;
}

/**
 * The embedder's page, and the app's host as an app that wants to be embedded by it would set it
 * up: `frame-ancestors` names the embedder (the default, `'self'`, refuses it).
 */
async function embed(page: Page, { sandbox, named }: Embedding, appOrigin = app) {
  // Both origins are loopback here; on the web they are public. An opaque origin is no secure
  // context, and Chromium's Local Network Access asks a person before it reaches loopback from one.
  await page.context().grantPermissions(['local-network-access']);
  const attributes = `${sandbox === null ? '' : ` sandbox="${sandbox}"`}${named ? ' name="embedder-frame"' : ''}`;
  await page.route(`${embedder}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Embedder</title><iframe${attributes} title="The app" src="${appOrigin}${address}"></iframe></html>` }),
  );
  await page.route(`${app}/**`, async (route: Route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await fetchThrough(route);
    const policy = response.headers()['content-security-policy']!.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${embedder}`);
    return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  // Registered last, so asked first: the home route's code does not arrive.
  await page.route(homeChunk, (route) => route.abort('failed'));
  await page.goto(`${embedder}/embedder`);
}

const app$ = (page: Page) => page.frameLocator('iframe');
const routeFailure = (page: Page) => app$(page).getByText(`Route did not complete loading: ${address}`);
const reloadButton = (page: Page) => app$(page).getByRole('button', { name: 'Reload the page' });

const opaque = 'allow-scripts';
const sameOrigin = 'allow-scripts allow-same-origin';
// [condition, embedding, documents]: where the guard's memory outlasts a reload, one reload (2).
const failing: [string, Embedding, number][] = [
  // The issue's loop (115 documents in 51 s): an opaque origin drops history state across a reload,
  // and the embedder's name is not the app's: nothing remembers, so no automatic reload.
  [`sandbox="${opaque}", named frame, CORS`, { sandbox: opaque, named: true }, 1],
  [`sandbox="${opaque}", unnamed frame, CORS`, { sandbox: opaque, named: false }, 2],
  [`sandbox="${sameOrigin}", named frame`, { sandbox: sameOrigin, named: true }, 2],
  [`sandbox="${sameOrigin}", unnamed frame`, { sandbox: sameOrigin, named: false }, 2],
  ['no sandbox, named frame', { sandbox: null, named: true }, 2],
  ['no sandbox, unnamed frame', { sandbox: null, named: false }, 2],
];

test.describe('embedded by another origin', () => {
  for (const [condition, embedding, expected] of failing) {
    test(`${condition}: a failed route chunk`, async ({ page }) => {
      const documents = recordFrameDocuments(page);
      await embed(page, embedding);
      await expect(routeFailure(page)).toBeVisible();
      await expect(reloadButton(page)).toBeVisible();
      expect(documents).toEqual(Array.from({ length: expected }, () => '/'));
      if (expected === 1) {
        // Where nothing remembers, a person's Reload is the only one: one document, the page again.
        await personClicks(reloadButton(page), documents);
        await expect.poll(() => documents.length).toBe(2);
        await expect(routeFailure(page)).toBeVisible();
        expect(documents).toEqual(['/', '/']);
      }
    });
  }
});

// From a host that sends no CORS headers (a server of this test's own): one worker, one server.
test.describe('embedded by another origin', () => {
  test.describe.configure({ mode: 'serial' });
  const noCorsPort = ports.hostWithoutCors;
  let host: Server;
  test.beforeAll(async () => {
    host = await hostWithoutCors(noCorsPort, `frame-ancestors 'self' ${embedder}`);
  });
  test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  for (const named of [true, false]) {
    test(`sandbox="${opaque}", ${named ? 'named' : 'unnamed'} frame, no CORS: the static page, never hydrated, no reload`, async ({ page }) => {
      const documents = recordFrameDocuments(page);
      const blocked = page.waitForEvent('console', (message) => /\/assets\/index-[\w-]+\.js' from origin 'null' has been blocked by CORS policy/.test(message.text()));
      await embed(page, { sandbox: opaque, named }, `http://127.0.0.1:${noCorsPort}`);
      // Every crossorigin script and stylesheet is refused in an opaque origin: the prerendered HTML stays.
      await blocked;
      await expect(app$(page).getByRole('heading', { level: 1 })).toHaveText('Groundwork');
      await page.waitForLoadState('networkidle');
      expect(documents).toEqual(['/']);
    });
  }
});
