// The engines lane's servers, started once for its test files: the built app under the real host
// (`vite preview`, built first unless GW_E2E_BUILD holds a build), the dev server for the
// hydration overlay's fixtures, the built Storybook as files (built first unless
// GW_STORYBOOK_STATIC holds a build: npm test builds one for this lane and the Storybook UI e2e),
// and WebKitWebDriver under xvfb-run (WebKitGTK needs a display). Each is a child process with
// Vitest's variables removed, so Vite runs as the app's (scripts/vite/app-only.ts). Then Chromium's
// geometry of the layout and error stories, which the other engines' must match (./storybook.ts).
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, findE2eChromium } from '../../scripts/find-chromium.mjs';
import { runPorts } from '../../scripts/ports.mjs';
import { testSiteOrigin } from '../../scripts/site-origin.mjs';
import { missingEngine } from './drivers';
import { repositoryRoot as root, startServer, startWebKitDriver, stopServer as stop } from './servers';
import { clearEnginesReport } from './runReport';
import { storiesOf } from '../support/storyOutcomes';
import { enginesParts, scopedStories } from './scope';
import { hasGeometry, previewReady, previewUrl, renderStory, storyViewport, watchPreview, type Geometry } from './storybook';

declare module 'vitest' {
  export interface ProvidedContext {
    previewOrigin: string;
    devOrigin: string;
    webkitDriverPort: number;
    storybookOrigin: string;
    /** This run's folder for the frames rows (./framesReport.ts). */
    framesReportFolder: string;
    /** This run's folder for the geometry rows (./geometryReport.ts). */
    geometryReportFolder: string;
    /** Where Chromium's geometry of every layout and error story (by story id) is written, once measured (./geometryFile.ts). */
    chromiumGeometryFile: string;
  }
}

const vite = path.join(root, 'node_modules', '.bin', 'vite');

const appEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST' && name !== 'NODE_ENV'));

/** Runs `command` to its end; rejects with its output when it fails. */
function runToEnd(command: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} failed:\n${output}`))));
  });
}

export default async function setup(project: TestProject) {
  for (const engine of ['firefox', 'webkit'] as const) {
    const missing = missingEngine(engine);
    if (missing) throw new Error(missing);
  }
  const framesFolder = clearEnginesReport('frames');
  const geometryFolder = clearEnginesReport('geometry');
  const ports = runPorts();
  const env = appEnv();
  // A change-scoped run starts only what its parts need (./scope.ts); the whole gate, everything.
  const parts = enginesParts();
  const kept = process.env.GW_E2E_BUILD;
  const outDir = kept ?? path.join(root, 'node_modules', '.cache', `engines-dist-${ports.enginesPreview}`);
  const givenStorybook = process.env.GW_STORYBOOK_STATIC;
  const storybookDir = givenStorybook ?? path.join(root, 'node_modules', '.cache', `engines-storybook-${ports.enginesStorybook}`);
  await Promise.all([
    // A test build, never deployed: the origin its canonical links name (scripts/site-origin.mjs).
    !parts.has('app') || existsSync(path.join(outDir, 'index.html')) ? undefined : runToEnd([vite, 'build', '--outDir', outDir, '--emptyOutDir'], { ...env, GW_SITE_ORIGIN: testSiteOrigin }),
    !parts.has('stories') || existsSync(path.join(storybookDir, 'index.json'))
      ? undefined
      : runToEnd([path.join(root, 'node_modules', '.bin', 'storybook'), 'build', '--quiet', '-o', storybookDir], { ...env, GW_STORIES: '' }),
  ]);
  const devCache = path.join(root, 'node_modules', '.cache', `engines-vite-${ports.enginesDev}`);
  const storybookOrigin = `http://127.0.0.1:${ports.enginesStorybook}`;
  const started = await Promise.allSettled([
    parts.has('stories')
      ? startServer([vite, 'preview', '--config', 'e2e/storybook/static.vite.config.ts', '--outDir', storybookDir, '--host', '127.0.0.1', '--port', String(ports.enginesStorybook), '--strictPort'], `${storybookOrigin}/index.json`, env)
      : undefined,
    parts.has('app') ? startServer([vite, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(ports.enginesPreview), '--strictPort'], `http://127.0.0.1:${ports.enginesPreview}/`, env) : undefined,
    parts.has('overlay') ? startServer([vite, '--host', '127.0.0.1', '--port', String(ports.enginesDev), '--strictPort'], `http://127.0.0.1:${ports.enginesDev}/`, { ...env, GW_VITE_CACHE_DIR: devCache }) : undefined,
    startWebKitDriver(ports.webkitDriver, env),
  ]);
  const children = started.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // The ones that did start go too: a failed start leaves no server behind.
    for (const child of children) stop(child);
    throw failed.reason;
  }
  project.provide('previewOrigin', `http://127.0.0.1:${ports.enginesPreview}`);
  project.provide('devOrigin', `http://127.0.0.1:${ports.enginesDev}`);
  project.provide('webkitDriverPort', ports.webkitDriver);
  project.provide('storybookOrigin', storybookOrigin);
  project.provide('framesReportFolder', framesFolder);
  project.provide('geometryReportFolder', geometryFolder);
  // Chromium's geometry is measured while the engines' own tests run (it took the lane's critical
  // path otherwise): written whole to a file the story tests wait for (./geometryFile.ts), or the
  // reason it could not be measured.
  const geometryFile = path.join(root, 'node_modules', '.cache', `engines-geometry-${ports.enginesStorybook}.json`);
  rmSync(geometryFile, { force: true });
  project.provide('chromiumGeometryFile', geometryFile);
  const geometry = parts.has('stories')
    ? chromiumGeometry(storybookOrigin).then(
        (measured) => writeWhole(geometryFile, { geometry: measured }),
        (error: unknown) => writeWhole(geometryFile, { error: error instanceof Error ? error.message : String(error) }),
      )
    : Promise.resolve();
  return async () => {
    await geometry;
    for (const child of children) stop(child);
    rmSync(devCache, { recursive: true, force: true });
    rmSync(geometryFile, { force: true });
    if (!kept && parts.has('app')) rmSync(outDir, { recursive: true, force: true });
    if (!givenStorybook && parts.has('stories')) rmSync(storybookDir, { recursive: true, force: true });
  };
}

/** Writes `value` as JSON to a temporary name, then renames it: a reader never sees half of it. */
function writeWhole(file: string, value: unknown) {
  writeFileSync(`${file}.tmp`, JSON.stringify(value));
  renameSync(`${file}.tmp`, file);
}

/** Chromium's geometry of every layout and error story, each measured after its play, as the engines measure theirs. */
async function chromiumGeometry(origin: string): Promise<Record<string, Geometry>> {
  const ids = scopedStories(await storiesOf(origin)).map((entry) => entry.id).filter(hasGeometry);
  if (ids.length === 0) return {};
  const browser = await chromium.launch({ executablePath: findE2eChromium()?.path, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: storyViewport });
    // The first story again at the end: its first render's outcome came before the watch began.
    await page.goto(previewUrl(origin, ids[0]!));
    // A hang guard, not a speed: on one core (`taskset -c 0 npm test`) the preview beside the other
    // lanes was not ready within 60 s, and every story test of both engines failed for want of
    // Chromium's boxes. Half the story tests' own wait for them (geometryWait, geometryFile.ts).
    await page.waitForFunction(previewReady, undefined, { timeout: 240_000 });
    await page.evaluate(watchPreview);
    // Only boxes are read here (Chromium's plays and axe are the other lanes'): the a11y addon's
    // manual mode spares an axe run per story.
    await page.evaluate(() =>
      (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: object) => void } }).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { a11y: { manual: true } } }),
    );
    const geometry: Record<string, Geometry> = {};
    for (const id of [...ids.slice(1), ids[0]!]) geometry[id] = ((await page.evaluate(renderStory(id, true))) as { geometry: Geometry }).geometry;
    return geometry;
  } finally {
    await browser.close();
  }
}
