// Writes the report of the app's spoken records, if the run made any (spokenReport.ts), and
// removes this run's private build and dev-server cache (playwright.config.ts lists them in its
// metadata; a build kept with GW_E2E_BUILD is not among them) once the servers are done.
import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { writeSpokenReport } from './spokenReport';

export default function teardown(config: FullConfig) {
  try {
    writeSpokenReport();
  } finally {
    const dirs = (config.metadata as { privateDirs?: string[] }).privateDirs ?? [];
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
