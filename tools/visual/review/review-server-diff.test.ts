// @vitest-environment node
// The review server makes a diff image the comparison left to be made on request (visual:watch).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparePng } from '../compare/index.mjs';
import { writeSyntheticReport } from './review-fixture.mjs';
import { startReviewServer } from './review-server.mjs';

let root: string;
let reportDir: string;
let server: Awaited<ReturnType<typeof startReviewServer>>;
type Entry = { status: string; diff: string | null; baseline: string; actual: string; diffOnRequest?: boolean };

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-diff-on-request-'));
  writeSyntheticReport(root);
  reportDir = path.join(root, 'reports/visual');
  server = await startReviewServer({ reportDir, root, rendererRecord: path.join(root, 'baseline-browser.json') });
});
afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** The first changed shot, its diff taken off disk and left to be made on request, as visual:watch leaves it. */
function onRequest() {
  const manifestFile = path.join(reportDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry: Entry = manifest.entries.find((e: Entry) => e.status === 'changed');
  entry.diffOnRequest = true;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  rmSync(path.join(root, entry.diff!));
  return entry;
}
const urlOf = (entry: Entry) => new URL(path.posix.relative('reports/visual', entry.diff!), server.url);

describe('a diff image made on request', () => {
  it('is made from the baseline and the shot when the page asks for it, and kept on disk', async () => {
    const entry = onRequest();
    const answer = await fetch(urlOf(entry));
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const expected = comparePng(readFileSync(path.join(root, entry.baseline)), readFileSync(path.join(root, entry.actual))).diff!;
    expect(bytes.equals(expected)).toBe(true);
    expect(existsSync(path.join(root, entry.diff!))).toBe(true);
  });

  it('is refused, saying why, once the baseline is no longer the one the shot was compared with', async () => {
    const entry = onRequest();
    writeFileSync(path.join(root, entry.baseline), readFileSync(path.join(root, entry.actual)));
    const answer = await fetch(urlOf(entry));
    expect(answer.status).toBe(404);
    expect((await answer.json()).error).toMatch(/baseline is no longer the one/);
    expect(existsSync(path.join(root, entry.diff!))).toBe(false);
  });
});
