// The peer range at its bounds: React 18.3 (the floor) and every React 19 minor, not only the
// newest the workspace has. Each older version installs once into <workspace>/.react-<version>-<hash>/
// (react, react-dom and the package's one dependency: support.mjs's cachedInstall), and the packed
// package is copied in beside it on every run, so its
// `import 'react'` finds that version. Then, for each version and the workspace's newest: a Node
// server renders every primitive and page (react-versions/check.mjs); and a Vite app on React 18.3
// is built and opened in Chromium: refs reach their elements, a provider's locale reaches the page,
// the page-data hook runs, the console stays clean.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, cachedInstall, check, checkConsole, env, errorHeading, freePort, run, stackGap, startServer, visit } from '../support.mjs';

export default async function reactVersions({ dir, packageDir, browser }) {
  const fixture = path.join(dir, 'react-versions');
  const spec = JSON.parse(readFileSync(path.join(fixture, 'versions.json'), 'utf8'));
  const folders = spec.react.map((version) => {
    const folder = cachedInstall(dir, `react-${version}`, { type: 'module', dependencies: { react: version, 'react-dom': version, 'react-error-boundary': spec['react-error-boundary'] } });
    const installed = path.join(folder, 'node_modules/@groundwork/ui');
    rmSync(installed, { recursive: true, force: true });
    cpSync(packageDir, installed, { recursive: true });
    cpSync(path.join(fixture, 'check.mjs'), path.join(folder, 'check.mjs'));
    return folder;
  });

  // Every version at once (each mostly loads modules), the workspace's own (the newest) last.
  const outputs = await Promise.all(
    [...folders, fixture].map(
      (folder) =>
        new Promise((resolve) => {
          execFile(process.execPath, ['check.mjs'], { cwd: folder, env }, (error, stdout, stderr) => resolve({ folder, output: `${stdout}${stderr}`, error }));
        }),
    ),
  );
  for (const { folder, output, error } of outputs) {
    const lines = output.trim().split('\n').filter((line) => /^[✓✗] /.test(line));
    const failed = lines.filter((line) => line.startsWith('✗'));
    const version = lines[0]?.match(/React ([\d.]+)/)?.[1] ?? path.basename(folder);
    const ok = !error && lines.length > 0 && failed.length === 0;
    check(ok, `React ${version} on a Node server: ${lines.length - failed.length} of ${lines.length} checks passed${ok ? '' : `\n${failed.join('\n') || output}`}`);
  }

  // A Vite app on the floor of the range, in the browser.
  const floor = folders[0];
  const app = path.join(floor, 'vite');
  rmSync(app, { recursive: true, force: true });
  cpSync(path.join(fixture, 'vite'), app, { recursive: true });
  run(bin(dir, 'vite'), ['build'], app);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(bin(dir, 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: app, origin });
  try {
    const page = await (await browser()).newPage();
    // The page-data hook asks for a file the preview server does not have: its 404 is expected.
    const { stop } = await visit(page, origin, '/', [/404/]);
    const text = (testId) => page.getByTestId(testId).textContent();
    const version = await text('react-version');
    check(version === spec.react[0], `vite on React ${version}: the app bundled React ${spec.react[0]}`);
    await page.getByTestId('refs').filter({ hasText: /\w/ }).waitFor();
    const refs = await text('refs');
    check(refs === 'OL NAV SECTION MAIN', `vite on React ${version}: refs reach Stack's ol, Cluster's nav, LoadFailureNotice's section, NotFoundPage's main (${refs})`);
    const gap = await stackGap(page.getByTestId('consumer-stack'));
    check(gap === 24, `vite on React ${version}: Stack gap="5" is 24px (${gap}px)`);
    const list = await page.getByTestId('consumer-stack').evaluate((el) => [el.getAttribute('start'), el.hasAttribute('reversed')].join(' '));
    check(list === '3 true', `vite on React ${version}: <Stack as="ol" start={3} reversed> (${list})`);
    const { errorMessages } = await import(path.join(packageDir, 'dist-lib/errors/messages/index.js'));
    const { text: heading, styled } = await errorHeading(page);
    check(heading === `404: ${errorMessages.de.status.notFound}.` && styled, `vite on React ${version}: ErrorLocaleProvider gives NotFoundPage in German, styled (${heading})`);
    await page.getByTestId('page-data').filter({ hasNotText: 'loading' }).waitFor();
    check(true, `vite on React ${version}: usePageData's effect loaded, and the state settled (${await text('page-data')})`);
    checkConsole(`vite on React ${version}`, stop());
    await page.close();
  } finally {
    await server.stop();
  }
}
