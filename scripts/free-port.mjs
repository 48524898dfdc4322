// A port the system gives on 127.0.0.1, so servers side by side (and other runs) never collide.
import { createServer } from 'node:net';

/**
 * @returns {Promise<number>}
 * @example const port = await freePort();
 */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
