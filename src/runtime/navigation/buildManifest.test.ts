// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setupLoopbackServer, type Answers } from '../../testing/loopbackServer';
import { checkBuildManifest } from './buildManifest';

// A real server on loopback: each path answers one way a deploy can go wrong.
const answers: Answers = {
  '/ok.json': (res) => res.end(JSON.stringify({ version: 'b1' })),
  '/missing.json': (res) => {
    res.statusCode = 404;
    res.end('not found');
  },
  '/html.json': (res) => res.end('<!doctype html><title>app shell</title>'),
  '/typed-html.json': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('\n  <html></html>');
  },
  '/broken.json': (res) => res.end('{"version": "ab'),
  '/no-version.json': (res) => res.end(JSON.stringify({ build: 'b1' })),
  '/hang.json': () => {},
};

const server = setupLoopbackServer(answers);

describe('checkBuildManifest', () => {
  it('is current when the served build is this build', async () => {
    expect(await checkBuildManifest({ version: 'b1', url: `${server.origin()}/ok.json` })).toBe('current');
  });

  it('is stale when another build is served', async () => {
    expect(await checkBuildManifest({ version: 'b0', url: `${server.origin()}/ok.json` })).toBe('stale');
  });

  it.each(['/html.json', '/typed-html.json'])('is no deploy information on %s (a host\'s SPA rewrite: HTML for a missing file)', async (path) => {
    expect(await checkBuildManifest({ version: 'b1', url: `${server.origin()}${path}` })).toBe('unknown');
  });

  it.each(['/missing.json', '/broken.json', '/no-version.json'])('fails on %s without throwing', async (path) => {
    expect(await checkBuildManifest({ version: 'b1', url: `${server.origin()}${path}` })).toBe('failed');
  });

  it('fails on a timeout', async () => {
    expect(await checkBuildManifest({ version: 'b1', url: `${server.origin()}/hang.json`, timeoutMs: 50 })).toBe('failed');
  });

  it('fails on a refused connection', async () => {
    expect(await checkBuildManifest({ version: 'b1', url: 'http://127.0.0.1:1/none.json' })).toBe('failed');
  });
});
