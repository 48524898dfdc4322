// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { setupLoopbackServer, type Answers } from '../../testing/loopbackServer';
import { createPageDataLoader } from './loader';

// A real server on loopback: the timeout must cover the whole answer, not only its headers.
const answers: Answers = {
  // Headers and the first bytes of the body, then nothing: the connection stays open.
  '/stalled-body.json': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '64' });
    res.write('{"title":');
  },
  // A body in two parts, 50 ms apart: slow, but well within the budget.
  '/slow-body.json': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"title":');
    setTimeout(() => res.end('"late but in time"}'), 50);
  },
};

const server = setupLoopbackServer(answers);

describe('page data timeout', () => {
  it('covers reading the body: headers then a stalled body is a timeout', async () => {
    const loader = createPageDataLoader({ timeoutMs: 200 });
    const url = `${server.origin()}/stalled-body.json`;
    void loader.visit(url);
    await vi.waitFor(() => expect(loader.snapshot(url)).toEqual({ state: 'failed', reason: 'timeout' }), { timeout: 3000 });
  });

  it('lets a body that finishes within the budget through', async () => {
    const loader = createPageDataLoader({ timeoutMs: 2000 });
    const url = `${server.origin()}/slow-body.json`;
    await loader.visit(url);
    expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { title: 'late but in time' } });
  });
});
