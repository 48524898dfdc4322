// A real HTTP server on loopback for unit tests of code that fetches: each path answers the way
// the test needs (a status, a body, a stall), with no mocked fetch in between.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** How a path answers. Not answering at all is a hang: the connection stays open. */
export type Answers = Record<string, (res: ServerResponse) => void>;

/**
 * Starts a server answering `answers` before the file's tests and stops it after them; `origin()`
 * is its `http://127.0.0.1:<port>` once started.
 */
export function setupLoopbackServer(answers: Answers): { origin: () => string } {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => answers[req.url ?? '']?.(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return { origin: () => origin };
}
