// What every engine checks (docs/engines.md): the built app under its real host (prerendered pages
// hydrate without an error or a CSP violation; a client navigation loads no document; a route chunk
// that never arrives: one automatic reload, then the failure page at the same address; a page left
// while its after-first-render chunk is in flight lands where it was asked to go; Web Storage
// turned off; the app framed by another origin, sandboxed or not, named or not), and the dev server's hydration
// overlay on its fixtures; and the built Storybook: every story's play and axe check, and the
// geometry of the layout and error stories against Chromium's (./storybook.ts). Documents are
// counted by a proxy in front of the host (./proxy.ts).
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { prerenderPaths } from '../../src/app/route/matchRoute';
import { openEngine, type EngineDocument, type EngineName, type EnginePage } from './drivers';
import { recordFrame } from './framesReport';
import { geometryCauses, geometryExceptions } from './geometryExceptions';
import { chromiumGeometryOf, geometryWait } from './geometryFile';
import { recordGeometry, type GeometryRow } from './geometryReport';
import { startProxy, type ProxyOptions, type RecordingProxy } from './proxy';
import { storiesOf } from '../support/storyOutcomes';
import { enginesParts, scopedStories } from './scope';
import { geometryDifferences, geometryModes, hasGeometry, largestDifference, playOtherWay, previewReady, previewUrl, renderStory, storyViewport, watchPreview, type EngineStoryOutcome, type GeometryMode, type OtherWayOutcome } from './storybook';

const homeChunk = /\/assets\/HomeScreen-[\w-]+\.js$/;
/** The after-first-render chunk: its script and its stylesheet, which Vite's preload asks for together. */
const afterFirstRenderChunk = /\/assets\/afterFirstRender-[\w-]+\.(js|css)$/;
/** Ways a person leaves a page for another address with a document load: [how, leave(page, url)]. */
const leaving: [string, (page: EnginePage, url: string) => Promise<unknown>][] = [
  ['typing an address', (page, url) => page.navigate(url)],
  [
    'a link that is a document load',
    (page, url) => page.evaluate(`(() => { const a = document.body.appendChild(document.createElement('a')); a.href = ${JSON.stringify(url)}; a.click(); return true; })()`),
  ],
];
const address = '/?q=1#top';
const routeFailure = `Route did not complete loading: ${address}`;
/** [condition, the iframe's attributes, documents before the failure page] */
const frames: [string, string, number][] = [
  ['sandbox="allow-scripts", named frame', 'sandbox="allow-scripts" name="embedder-frame"', 1],
  ['sandbox="allow-scripts", unnamed frame', 'sandbox="allow-scripts"', 2],
  ['sandbox="allow-scripts allow-same-origin", named frame', 'sandbox="allow-scripts allow-same-origin" name="embedder-frame"', 2],
  ['sandbox="allow-scripts allow-same-origin", unnamed frame', 'sandbox="allow-scripts allow-same-origin"', 2],
  ['no sandbox, named frame', 'name="embedder-frame"', 2],
  ['no sandbox, unnamed frame', '', 2],
];

const h1 = (document: EngineDocument) => document.evaluate<string | null>("document.querySelector('h1')?.textContent ?? null");
/** React has hydrated the element (it carries its fiber): before that, a click is the server HTML's. */
const hydrated = (document: EngineDocument, selector: string) =>
  document.evaluate<boolean>(`Object.keys(document.querySelector(${JSON.stringify(selector)}) ?? {}).some((key) => key.startsWith('__reactFiber$'))`);
const bodyText = (document: EngineDocument) => document.evaluate<string>('document.body.innerText');
const recorded = (document: EngineDocument) => document.evaluate<{ errors: string[]; violations: string[] }>('window.__engines');
const here = (document: EngineDocument) => document.evaluate<string>('location.pathname + location.search + location.hash');

/** Registers the engine's tests (one file per engine, so the two run side by side). */
export async function engineSuite(engine: EngineName) {
  const driverPort = inject('webkitDriverPort');
  const preview = inject('previewOrigin');
  const dev = inject('devOrigin');
  const storybook = inject('storybookOrigin');
  const geometryFile = inject('chromiumGeometryFile');
  const geometryReportFolder = inject('geometryReportFolder');
  const parts = enginesParts();
  const stories = parts.has('stories') ? scopedStories(await storiesOf(storybook)) : [];
  let page: EnginePage;
  let proxies: RecordingProxy[] = [];
  const proxy = async (options?: ProxyOptions) => {
    const started = await startProxy(preview, options);
    proxies.push(started);
    return started;
  };

  beforeAll(async () => {
    page = await openEngine(engine, {}, driverPort);
  });
  afterAll(() => page?.close());
  afterEach(async () => {
    await Promise.all(proxies.map((started) => started.close()));
    proxies = [];
  });

  if (parts.has('app')) describe(`${engine}: the built app`, () => {
    // One test a page, each with its own hang guard: all of them in one test outgrew its 90 s in
    // WebKit beside a fresh clone's other lanes.
    for (const path of prerenderPaths()) {
      it(`the prerendered page ${path} hydrates with no error and no CSP violation`, async () => {
        const host = await proxy();
        await page.goto(`${host.origin}${path}`);
        await expect.poll(() => hydrated(page, 'h1'), { message: `${path}: hydrated` }).toBe(true);
        expect(await page.evaluate('location.pathname'), path).toBe(path);
        expect(await recorded(page), path).toEqual({ errors: [], violations: [] });
        expect(host.documents).toEqual([path]);
      });
    }

    it("a native button is padded and sized as in Chromium (src/tokens/reset.css)", async () => {
      const host = await proxy();
      await page.goto(`${host.origin}/`);
      const button = await page.evaluate<string>(
        "(() => { const b = document.body.appendChild(document.createElement('button')); const s = getComputedStyle(b); return [s.paddingBlockStart, s.paddingInlineStart, s.fontSize].join(' '); })()",
      );
      expect(button).toBe('1px 6px 13.3333px');
    });

    it('a client navigation loads no document', async () => {
      const host = await proxy();
      await page.goto(`${host.origin}/`);
      const link = 'a[href="/presentations/500"]';
      await expect.poll(() => hydrated(page, link)).toBe(true);
      await page.click(link);
      await expect.poll(() => h1(page)).toBe('500: Internal Server Error.');
      expect(host.documents).toEqual(['/']);
      expect(await recorded(page)).toEqual({ errors: [], violations: [] });
    });

    it("a route chunk that never arrives: one automatic reload, then the failure page at the same address", async () => {
      const host = await proxy({ fail: homeChunk });
      await page.goto(`${host.origin}${address}`);
      await expect.poll(() => bodyText(page), { timeout: 20_000 }).toContain(routeFailure);
      expect(host.documents).toEqual(['/', '/']);
      expect(await here(page)).toBe(address);
      expect(await bodyText(page)).toContain('Reload the page');
    });

    // docs/engines.md: Firefox and WebKit abort a page's in-flight import when it is left, and report
    // it as a failed import; the runtime must not answer that with its reload (which cancelled the
    // navigation and showed the page that was left). The chunk is held by the proxy, so the import
    // is certainly in flight when the page is left.
    for (const [how, leave] of leaving) {
      it(`a page left (${how}) while its after-first-render chunk is in flight: the address asked for, no reload of the page left`, async () => {
        const host = await proxy({ hold: afterFirstRenderChunk });
        // Not awaited to its load: a stylesheet the import adds before the load event would hold it.
        await page.goto('about:blank');
        await page.evaluate(`(location.href = ${JSON.stringify(`${host.origin}/`)}, true)`);
        await host.firstHeld;
        const target = '/presentations/500';
        await leave(page, `${host.origin}${target}`);
        await expect.poll(() => here(page)).toBe(target);
        await expect.poll(() => h1(page)).toBe('500: Internal Server Error.');
        expect(host.documents).toEqual(['/', target]);
        expect(await recorded(page)).toEqual({ errors: [], violations: [] });
      });
    }

    // Firefox only: WebKit has no setting that turns sessionStorage off (MiniBrowser's
    // enable-html5-local-storage=false leaves it, and localStorage is not what the guard uses).
    if (engine === 'firefox') it('with Web Storage turned off (sessionStorage is null): the same one reload, then the failure page', async () => {
      // A second Firefox of its own beside the suite's (Firefox runs two profiles at once; closing
      // the suite's and starting it again cost a browser start).
      const noStorage = await openEngine(engine, { storage: false }, driverPort);
      try {
        const host = await proxy({ fail: homeChunk });
        await noStorage.goto(`${host.origin}${address}`);
        expect(await noStorage.evaluate('String(sessionStorage)')).toBe('null');
        await expect.poll(() => bodyText(noStorage), { timeout: 20_000 }).toContain(routeFailure);
        expect(host.documents).toEqual(['/', '/']);
      } finally {
        await noStorage.close();
      }
    });

    // docs/reliability.md's frames table, as Chromium measures it: where the guard's memory outlasts
    // a reload, one reload (2 documents); a named opaque frame remembers nothing (1).
    // Each test writes what it measured, passed or not, for the per-engine table (./framesReport.ts).
    for (const [order, [condition, attributes, documents]] of frames.entries()) {
      it(`framed by another origin, ${condition}: styled, no violation, ${documents} document(s), then the failure page`, async () => {
        const host = await proxy({ fail: homeChunk, embedder: { attributes, path: address } });
        let passed = false;
        let frame: EngineDocument | undefined;
        try {
          await page.goto(`${host.embedderOrigin}/embedder`);
          frame = await page.frame();
          await expect.poll(() => bodyText(frame!), { timeout: 20_000 }).toContain(routeFailure);
          expect(await frame.evaluate('getComputedStyle(document.body).margin')).toBe('0px');
          expect(await recorded(frame)).toEqual({ errors: [], violations: [] });
          expect(host.documents).toEqual(Array.from({ length: documents }, () => '/'));
          passed = true;
        } finally {
          const failurePage = frame ? (await bodyText(frame).catch(() => '')).includes(routeFailure) : false;
          recordFrame({ engine, condition, order, documents: host.documents.length, failurePage, outcome: passed ? 'passed' : 'failed' }, inject('framesReportFolder'));
        }
      });
    }
  });

  if (parts.has('overlay')) describe(`${engine}: the dev server's hydration overlay`, () => {
    const dialog = "document.querySelector('[data-hydration-overlay-root] dialog')";
    const verdict = (document: EngineDocument) => document.evaluate<string | null>('document.documentElement.dataset.hydrationCheck ?? null');
    for (const kind of ['text', 'attribute', 'element', 'changing']) {
      it(`opens on a ${kind} mismatch`, async () => {
        await page.goto(`${dev}/__dev/hydration-mismatch?kind=${kind}`);
        await expect.poll(() => page.evaluate<boolean>(`${dialog}?.open === true`), { timeout: 30_000 }).toBe(true);
        expect(await page.evaluate(`${dialog}.querySelector('h2, h1')?.textContent`)).toBe('Hydration Mismatch Occurred');
        expect(await verdict(page)).toBe('mismatch');
        // React's component stack in this engine's frame style, read down to the component's name.
        const stack = await page.evaluate<string | null>(`${dialog}.querySelector('details summary bdi')?.textContent ?? null`);
        expect(stack?.split(' ‹ ')[0], kind).toBe('HydrationMismatchFixture');
      });
    }
    for (const kind of ['none', 'suppressed']) {
      it(`stays silent on ${kind}`, async () => {
        await page.goto(`${dev}/__dev/hydration-mismatch?kind=${kind}`);
        await expect.poll(() => verdict(page), { timeout: 30_000 }).toBe('clean');
        expect(await page.evaluate(`${dialog} === null`)).toBe(true);
        expect(await h1(page)).toBe('Hydration mismatch fixture');
      });
    }
  });

  // GW_ENGINES_OTHER_WAY=off: no second play the other way (`npm test -- --changed` leaves it to the whole gate).
  const otherWay = process.env.GW_ENGINES_OTHER_WAY !== 'off';
  if (stories.length > 0) describe(`${engine}: the built Storybook`, () => {
    const [first, ...rest] = stories;
    beforeAll(async () => {
      await page.goto(previewUrl(storybook, first!.id));
      await page.resize(storyViewport);
      // expect.poll is for tests; a hook waits with vi.waitFor.
      await vi.waitFor(async () => expect(await page.evaluate<boolean>(previewReady)).toBe(true), { timeout: 60_000, interval: 100 });
      await page.evaluate(watchPreview);
    });
    // The story the preview was opened on comes last: its first render came before the watch.
    for (const entry of [...rest, first!]) {
      it(`${entry.title} › ${entry.name}: its play and axe pass${hasGeometry(entry.id) ? ', boxes as in Chromium' : ''}${otherWay ? ', its play the other way too' : ''}`, async () => {
        const outcome = await page.evaluate<EngineStoryOutcome>(renderStory(entry.id, hasGeometry(entry.id)));
        expect({ status: outcome.status, problems: outcome.problems }, entry.id).toEqual({ status: 'success', problems: [] });
        // The a11y addon reported: axe ran on the story (every story has a11y.test 'error').
        expect(outcome.reporters, entry.id).toContain('a11y');
        const other = otherWay ? await page.evaluate<OtherWayOutcome>(playOtherWay(entry.id)) : undefined;
        if (other?.status !== undefined) {
          const where = Object.entries(other.flipped).map(([name, value]) => `${name} ${value}`).join(', ');
          expect({ status: other.status, problems: other.problems }, `${entry.id}, its play shown the other way (${where}, as the toolbar sets it)`).toEqual({ status: 'success', problems: [] });
        }
        if (!outcome.geometry) return;
        // Both ways of measuring (./storybook.ts, geometryModes), each against its own list; the
        // row, failing or not, goes to the run's geometry table (scripts/engines/geometry-table.mjs).
        const chromium = await chromiumGeometryOf(geometryFile, entry.id);
        const modes = Object.keys(geometryModes) as GeometryMode[];
        const listed = (mode: GeometryMode) => geometryExceptions[engine][mode][entry.id] ?? [];
        recordGeometry(
          {
            engine,
            id: entry.id,
            modes: Object.fromEntries(
              modes.map((mode) => [mode, { largest: largestDifference(outcome.geometry![mode], chromium[mode]), causes: listed(mode).map((cause) => geometryCauses[cause]) }]),
            ) as GeometryRow['modes'],
          },
          geometryReportFolder,
        );
        for (const mode of modes) {
          const differences = geometryDifferences(outcome.geometry[mode], chromium[mode]);
          const causes = listed(mode);
          if (causes.length > 0) expect(differences, `${entry.id} is listed for ${mode} (${causes.join(', ')}) but now matches Chromium there: remove it from geometryExceptions.ts`).not.toEqual([]);
          else expect.soft(differences, `${entry.id} differs from Chromium by more than 1 px, measured ${mode}`).toEqual([]);
        }
        // The first story to compare may wait for Chromium's geometry, measured meanwhile (./geometryFile.ts).
      }, geometryWait + 60_000);
    }
  });
}
