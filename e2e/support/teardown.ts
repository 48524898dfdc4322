// Removes this run's private build and dev-server cache (see playwright.config.ts) once the servers are done.
import { rmSync } from 'node:fs';
import path from 'node:path';

export default function teardown() {
  const cache = path.join(import.meta.dirname, '../../node_modules/.cache');
  // Kept for the next e2e step of `npm test` (E2E_REUSE_BUILD there; see playwright.config.ts).
  if (process.env.E2E_KEEP_BUILD !== '1') rmSync(path.join(cache, `e2e-dist-${process.env.E2E_PORT}`), { recursive: true, force: true });
  rmSync(path.join(cache, `e2e-vite-${process.env.E2E_PORT}`), { recursive: true, force: true });
}
