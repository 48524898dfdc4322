import path from 'node:path';

/**
 * The app build the e2e preview on `port` serves: the kept one (GW_E2E_BUILD) or the run's own.
 * playwright.config.ts builds into it; the reliability specs read the same files.
 * @example e2eBuildDir(runPorts().reliability)
 */
export function e2eBuildDir(port: number): string {
  return process.env.GW_E2E_BUILD ?? path.join('node_modules', '.cache', `e2e-dist-${port}`);
}
