// Every port a test run serves on, in one place: one base (GW_PORT, else one derived from the
// process id, so two runs side by side differ) and a fixed offset per server, so the servers of one
// run never collide and no other file does port arithmetic.

/** The offset of each server from the run's base port. */
const offsets = {
  /** `vite preview` of the built app (playwright.config.ts). */
  preview: 0,
  /** `vite` (dev) for the dev-server e2e tests. */
  dev: 1,
  /** `vite preview` again for the reliability e2e (npm test's second step on the same build). */
  reliability: 2,
  /** `storybook dev` narrowed, for "Run tests" (playwright.storybook.config.ts). */
  storybookDev: 3,
  /** The built Storybook served as files. */
  storybookStatic: 4,
  /** nginx with deploy/nginx/groundwork.conf over the reliability build (e2e/reliability/hosts.spec.ts). */
  nginx: 5,
  /** The reliability build from a host that sends no CORS headers (e2e/reliability/frames.spec.ts). */
  hostWithoutCors: 6,
  /** `vite preview` of a folder the deploy tests swap between two builds (e2e/reliability/deploys.spec.ts). */
  deploys: 7,
  /** nginx over a folder the deploy-swap test swaps under a stream of requests (deploySwap.spec.ts). */
  deploysNginx: 8,
  /** `vite preview` of that folder. */
  deploySwap: 9,
  /** `vite preview` of the built app for the engines lane (e2e/engines/). */
  enginesPreview: 10,
  /** `vite` (dev) for the engines lane's hydration-overlay fixtures. */
  enginesDev: 11,
  /** WebKitWebDriver, driving WebKitGTK's MiniBrowser for the engines lane. */
  webkitDriver: 12,
  /** The built Storybook served as files for the engines lane's story checks. */
  enginesStorybook: 13,
  /** WebKitWebDriver for Vitest's browser tests in WebKit (e2e/engines/browserProvider.ts): one session a driver. */
  webkitBrowserTests: 14,
  /**
   * The first of the ports `npm test` gives its Vitest browser-mode runs (their tester pages'
   * servers), eight from here (scripts/test.mjs, GW_BROWSER_API_PORT). Left to Vitest, each run
   * takes the first free port from 63315 up, and two runs starting at once can pick the same one.
   */
  browserApi: 15,
  /** nginx over the deploy tests' folder, for their rows tried on both hosts (e2e/reliability/deploys.spec.ts); after browserApi's eight. */
  deploysNginxPrefetch: 23,
};

/**
 * The ports of this run, by server. The config that first calls it stores the base in
 * `process.env.GW_PORT`, so its workers (which inherit the environment) get the same ports.
 * @example runPorts().preview // 23000 with GW_PORT=23000
 * @returns {Record<keyof typeof offsets, number>}
 */
/** Ports a run takes from its base: room for every offset above, with some to spare. */
const block = 24;
/**
 * Derived bases stay under Linux's ephemeral range (32768–60999 by default): a browser's or a
 * test's outgoing connection takes its local port from there, and a server started on a port such
 * a connection holds fails with EADDRINUSE (a deploys preview failed to start beside a fresh
 * clone's npm test with a base of 53680).
 */
const derivedBases = 500;

export function runPorts(env = process.env) {
  env.GW_PORT ||= String(20_000 + (process.pid % derivedBases) * block);
  const base = Number(env.GW_PORT);
  if (!Number.isInteger(base) || base < 1024 || base > 65_535 - block) throw new Error(`GW_PORT must be a port number from 1024 to ${65_535 - block}, not "${env.GW_PORT}"`);
  return /** @type {Record<keyof typeof offsets, number>} */ (Object.fromEntries(Object.entries(offsets).map(([name, offset]) => [name, base + offset])));
}
