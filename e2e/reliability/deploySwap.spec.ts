// Deploying into the served folder while requests arrive, on both hosts (the preview and nginx
// with deploy/nginx/groundwork.conf): never a 5xx. The way docs/architecture.md recommends (a
// symlink renamed over the served one) and the way it warns against (files removed and copied in
// place: a request in between finds nothing, a 404, but still no server error).
import { cpSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { runPorts } from '../../scripts/ports.mjs';
import { makeReleases, startPreview, type Releases } from './deploys/releases';
import { startNginx, type RunningNginx } from './hosts/nginx';
import { rawRequest } from './hosts/rawRequest';

const ports = runPorts();
let releases: Releases;
let preview: { stop(): void };
let nginx: RunningNginx;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two copies of the build, a Vite start and nginx: seconds, but a minute on a machine at full load.
  test.setTimeout(150_000);
  releases = makeReleases(`e2e-deploy-swap-${ports.deploySwap}`);
  preview = await startPreview(releases.current, ports.deploySwap);
  nginx = await startNginx(releases.current, ports.deploysNginx);
});

test.afterAll(async () => {
  preview?.stop();
  await nginx?.stop();
  releases?.remove();
});

const targets = ['/', '/presentations/400', '/data/index.json', '/build-manifest.json', '/no/such/page', '/favicon.svg'];

/** Requests every target again and again until `done()`, counting statuses. */
async function hammer(port: number, done: () => boolean) {
  const statuses = new Map<number, number>();
  while (!done()) {
    const answers = await Promise.all(targets.map((target) => rawRequest(port, 'GET', target)));
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return statuses;
}

const swaps = 30;

for (const [how, swap] of [
  ['a symlink renamed over the served one (atomic)', (release: 'A' | 'B') => releases.deploy(release)],
  [
    'files removed and copied over the served folder in place (not atomic)',
    (release: 'A' | 'B') => {
      // The served folder (A's, behind the symlink) emptied and refilled: `rm -r && cp -r`.
      rmSync(releases.A, { recursive: true, force: true });
      cpSync(release === 'A' ? releases.build : releases.B, releases.A, { recursive: true });
    },
  ],
] as const) {
  test(`${how}: no 5xx from either host`, async () => {
    releases.deploy('A');
    let swapped = 0;
    const done = () => swapped >= swaps;
    const load = Promise.all([hammer(ports.deploySwap, done), hammer(nginx.port, done)]);
    for (; swapped < swaps; swapped++) {
      swap(swapped % 2 === 0 ? 'B' : 'A');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [fromPreview, fromNginx] = await load;
    console.log(`${how}: preview ${JSON.stringify(Object.fromEntries(fromPreview))}, nginx ${JSON.stringify(Object.fromEntries(fromNginx))}`);
    for (const [name, statuses] of [['preview', fromPreview], ['nginx', fromNginx]] as const) {
      expect([...statuses].filter(([status]) => status >= 500), `${name}: ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
    }
    // A as it was, for the next test.
    rmSync(releases.A, { recursive: true, force: true });
    cpSync(releases.build, releases.A, { recursive: true });
  });
}
