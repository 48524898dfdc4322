// The consumer check: pack the library, install the tarball into a fixture app by its package
// name, type-check against the published types, build with Vite, prove tree-shaking by reading
// the bundle, and render it in Chromium.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findE2eChromium } from '../find-chromium.mjs';
import { startPreview } from '../bench/preview-server.mjs';
import { buildAndPack } from './pack.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'e2e/consumer');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (command, args, cwd = root) => {
  try {
    return execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    console.error(`✗ ${path.basename(command)} ${args.join(' ')}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    console.error('consumer check failed');
    process.exit(1);
  }
};

/**
 * What the fixture uses: Stack, and NotFoundPage with the page shell and the primitives it is
 * built from. Every other component of the package must stay out of its bundle.
 */
const imported = ['Stack', 'Cover', 'Center', 'Cluster', 'ErrorPage'];

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures.push(message);
};

console.log('building the library…');
{
  // Kept in reports/consumer-pack/ for the Next.js check (scripts/consumer/next-check.mjs).
  const tarball = buildAndPack();
  console.log(`packed ${path.basename(tarball)}`);

  rmSync(path.join(fixture, 'node_modules'), { recursive: true, force: true });
  // React, Vite and TypeScript resolve from the workspace above; peers are not reinstalled so
  // there is exactly one React. The package's own dependencies do install.
  run('npm', ['install', '--no-save', '--no-package-lock', '--legacy-peer-deps', '--no-audit', '--no-fund', '--prefer-offline', tarball], fixture);
  check(true, 'installed the tarball as @groundwork/ui');

  run(bin('tsc'), ['-p', path.join(fixture, 'tsconfig.json')]);
  check(true, 'fixture type-checks against the published .d.ts');

  run(bin('vite'), ['build', '--config', path.join(fixture, 'vite.config.ts')]);
  const assets = path.join(fixture, 'dist/assets');
  const bundle = readdirSync(assets).map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');

  // Every CSS-module component of the package has class names only it uses (scripts/css-modules.mjs):
  // a component's class names in the bundle mean its code and CSS are there.
  const dist = path.join(root, 'dist-lib');
  const modules = readdirSync(dist, { recursive: true }).filter((file) => file.endsWith('.module.js'));
  for (const file of modules.sort()) {
    const name = path.basename(file, '.module.js');
    const classes = [...readFileSync(path.join(dist, file), 'utf8').matchAll(/"(gw-[\w-]+)"/g)].map((m) => m[1]);
    if (classes.length === 0) continue;
    const present = classes.some((c) => bundle.includes(c));
    check(present === imported.includes(name), `${name}: ${imported.includes(name) ? 'in' : 'not in'} the bundle`);
  }

  // The fixture is English-only: no other built-in catalogue may reach its bundle (each is named
  // by its own not-found text, read from the built package).
  const { errorMessages } = await import(pathToFileURL(path.join(dist, 'errors/messages/index.js')).href);
  for (const [locale, messages] of Object.entries(errorMessages)) {
    if (locale === 'en') continue;
    const text = messages.status.notFound;
    check(!bundle.includes(text), `${locale} catalogue not in the bundle ("${text}")`);
  }

  const chromiumPath = findE2eChromium()?.path;
  const server = await startPreview({ cwd: fixture, config: path.join(fixture, 'vite.config.ts') });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.origin + '/');
    const stack = page.getByTestId('consumer-stack');
    await stack.waitFor();
    const gap = await stack.evaluate((el) => {
      const [a, b] = [...el.children].map((c) => c.getBoundingClientRect());
      return b.top - a.bottom;
    });
    check(gap === 24, `Stack renders with gap="5" = 24px (measured ${gap}px)`);
    const notFound = page.getByRole('heading', { level: 1, name: /This page could not be found/ });
    check(await notFound.isVisible().catch(() => false), 'the not-found page renders its heading');
    check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (failures.length) {
  console.error(`\nconsumer check failed: ${failures.length} problem(s)`);
  process.exit(1);
}
console.log('\nconsumer check passed');
