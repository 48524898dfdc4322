// Removes this run's narrowed Storybook build (see playwright.storybook.config.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';

export default function teardown() {
  const cache = path.join(import.meta.dirname, '../../node_modules/.cache');
  rmSync(path.join(cache, `sb-e2e-static-${process.env.SB_E2E_PORT}`), { recursive: true, force: true });
}
