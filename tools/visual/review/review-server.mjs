// The small local server of `npm run visual:review`: serves one report folder's review page and
// images, and carries out the page's accept / reject through accept-report.mjs (the same
// hash-checked code as `npm run visual:accept`). Listens on 127.0.0.1 only and refuses requests from
// other origins, so no other web page can accept baselines through it.
import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { acceptReport, commitsHint, honestDecisions, loadManifest, readDecisions, readUndoSteps, recordDecisions, rejectShots, undoAccept } from '../accept/index.mjs';
import { makeDiffOnRequest } from '../compare/index.mjs';
import { relative, repoRoot } from '../shared/index.mjs';
import { renderReviewPage } from './review-page.mjs';

const types = { '.png': 'image/png', '.json': 'application/json', '.html': 'text/html; charset=utf-8' };

/**
 * @param {{ reportDir: string, port?: number, root?: string, rendererRecord?: string }} options
 *   reportDir: absolute; root: the repository the baselines live in (tests use a temporary one)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startReviewServer({ reportDir, port = 0, root = repoRoot, rendererRecord }) {
  const reportLabel = path.relative(root, reportDir) || '.';
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => send(response, 500, { error: error.message }));
  });
  const origin = () => `http://127.0.0.1:${server.address().port}`;
  const send = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', origin());
    if (request.method === 'POST' && url.pathname === '/api/decide') {
      if (request.headers.origin && request.headers.origin !== origin()) return send(response, 403, { error: 'requests from other origins are refused' });
      if (!String(request.headers['content-type']).startsWith('application/json')) return send(response, 415, { error: 'expected JSON' });
      let body = '';
      for await (const chunk of request) body += chunk;
      const { action, shots, bulk = false } = JSON.parse(body || '{}');
      const actions = ['accept', 'preview', 'reject', 'undo', 'unaccept'];
      if (!actions.includes(action) || !Array.isArray(shots) || !shots.every((s) => typeof s === 'string')) {
        return send(response, 400, { error: `expected { action: ${actions.join(' | ')}, shots: ["<story id>.<cell>", …] }` });
      }
      const undoable = () => readUndoSteps(reportDir).at(-1)?.shots ?? [];
      // The page is told only decisions the baselines on disk agree with (accept/reject.mjs).
      const decided = (status, result) => send(response, status, { ...result, decisions: honestDecisions(loadManifest(reportDir), result.decisions, root) });
      if (action === 'undo') return decided(200, { decisions: recordDecisions(reportDir, shots, null), written: [], removed: [], undoable: undoable() });
      if (action === 'reject') {
        // An accepted shot's baseline is put back first (or the reject refused): see accept/reject.mjs.
        const rejected = rejectShots(reportDir, { root, shots, manifest: loadManifest(reportDir) });
        return decided(200, { ...rejected, written: [], undoable: undoable() });
      }
      if (action === 'unaccept') {
        // No shots: the last accept as a whole; else the latest accept of each shot named.
        const undone = undoAccept(reportDir, { root, shots: shots.length > 0 ? shots : undefined });
        const decisions = undone.stale.length === 0 ? recordDecisions(reportDir, undone.shots, null) : readDecisions(reportDir);
        return decided(200, { decisions, ...undone, undoable: undoable() });
      }
      // One shot (`a`) is named one by one, so a shot rejected earlier is accepted when the reviewer
      // changes their mind, as `visual:accept -- --shot` does; a bulk accept (the page's "Accept N
      // shown…", `A`) names none, so it leaves rejected shots out, as `visual:accept` with filters does.
      // `preview`: the same plan, nothing written — what the confirmation names before a bulk accept.
      const manifest = loadManifest(reportDir);
      const { plan, alsoWrites } = acceptReport(reportDir, { filter: { shot: shots }, named: bulk ? [] : shots, root, manifest, dryRun: action === 'preview', ...(rendererRecord ? { rendererRecord } : {}) });
      const rel = (file) => path.relative(root, file).split(path.sep).join('/');
      return decided(200, {
        decisions: readDecisions(reportDir),
        stale: plan.stale,
        ...(plan.stale.length ? { hint: commitsHint(manifest, plan.staleKeys) } : {}),
        written: plan.copies.map((c) => rel(c.to)),
        alsoWritten: alsoWrites.map(rel),
        removed: plan.removals.map((r) => rel(r.file)),
        alreadyDone: plan.alreadyDone,
        leftOutRejected: plan.rejected,
        undoable: undoable(),
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, { error: 'method not allowed' });
    if (url.pathname === '/' || url.pathname === '/index.html') {
      // Rendered per request: the decisions and the manifest may have changed since.
      const manifest = loadManifest(reportDir);
      if (!manifest) return send(response, 404, { error: `no manifest.json in ${reportDir}` });
      response.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' });
      return response.end(renderReviewPage(manifest, { reportDir, root, served: true, reportLabel, undoable: readUndoSteps(reportDir).at(-1)?.shots ?? [] }));
    }
    const file = path.join(reportDir, decodeURIComponent(url.pathname));
    // A changed shot compared without its diff image (visual:watch): made now, as the page asks for it.
    if (file.startsWith(reportDir + path.sep) && path.extname(file) === '.png' && !existsSync(file)) {
      const entry = loadManifest(reportDir)?.entries.find((e) => e.diffOnRequest && e.diff && path.resolve(root, e.diff) === file);
      if (entry) {
        const made = await makeDiffOnRequest({ baseline: path.resolve(root, entry.baseline), actual: path.resolve(root, entry.actual), diff: file, oldHash: entry.oldHash });
        if (!made.made) return send(response, 404, { error: `no diff image: ${made.why}` });
      }
    }
    if (!file.startsWith(reportDir + path.sep) || !types[path.extname(file)]) return send(response, 404, { error: 'not found' });
    // Opened before anything is answered: an accept or a round can remove an actual image between
    // the page's request and its reading (a fresh clone's unit run ended on that ENOENT, uncaught).
    const handle = await open(file, 'r').catch(() => undefined);
    if (!handle || !(await handle.stat()).isFile()) {
      await handle?.close();
      return send(response, 404, { error: 'not found' });
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)], 'cache-control': 'no-store' });
    const stream = handle.createReadStream();
    stream.once('error', () => response.destroy());
    stream.pipe(response);
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `${origin()}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** How the command names a folder in its messages. */
export const shownDir = (dir) => relative(dir) || '.';
