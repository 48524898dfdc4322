// Removes this run's private build (see playwright.config.ts) once the preview server is done.
import { rmSync } from 'node:fs';
import path from 'node:path';

export default function teardown() {
  rmSync(path.join(import.meta.dirname, '../../node_modules/.cache', `e2e-dist-${process.env.E2E_PORT}`), { recursive: true, force: true });
}
