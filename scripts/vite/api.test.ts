// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiNotFound } from './api';

// The middleware in a plain Node server, with raw request targets (fetch would normalise them).
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) =>
    apiNotFound(req as never, res, () => {
      res.statusCode = 200;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The status line and body of `GET <target>`, sent as written. */
function get(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(raw.split(' ')[1]), body: raw.slice(raw.indexOf('\r\n\r\n') + 4) }));
  });
}

describe('apiNotFound (no API server configured)', () => {
  it.each([
    ['/api', '/api'],
    ['/api/users?id=1', '/api/users'],
    // The hosts' fuzz test found this one answering 500 (`new URL` threw).
    ['/\\:/.%2e/api', '/api'],
    ['/a/%2e%2e/api/x', '/api/x'],
  ])('%s: a JSON 404 (read as %s), the same bytes as nginx', async (target) => {
    const { status, body } = await get(target);
    expect(status).toBe(404);
    expect(body).toBe(JSON.stringify({ error: 'Not Found', status: 404 }));
  });

  it.each(['/', '/apis', '//api', '/..', '/%zz/api'])('%s goes on to the host', async (target) => {
    expect((await get(target)).status).toBe(200);
  });
});
