// Every docs page of the built Storybook (autodocs and MDX, all of them: the build has every story)
// passes axe in Chromium, with at most one `main` landmark, no block inside a paragraph and nothing
// logged as an error: full-page stories render in frames of their own (stories/support/fullPage.ts),
// each checked as a page by its own story test and by sidebar-walk.spec.ts. Then one docs page with
// its frames loaded: they show the stories without running their play functions.
// With the OS scheme dark: a docs page is Storybook's light page, and text Storybook does not colour
// itself must stay dark on it (it once inherited the dark scheme's near-white body text); in a light
// OS scheme nothing differs once that holds, so the dark one is the scheme that can fail.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runPorts } from '../../scripts/ports.mjs';
import { expect, test } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const base = () => `http://127.0.0.1:${runPorts().storybookStatic}`;

interface AxeResults {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}
interface DocsWindow {
  axe: { run: (context: Element, options: object) => Promise<AxeResults> };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (id: string) => void) => void;
    off: (event: string, listener: (id: string) => void) => void;
    emit: (event: string, payload: object) => void;
  };
}

test.use({ colorScheme: 'dark' });

test('every docs page passes axe, has at most one main landmark, no block in a paragraph and no console error', async ({ page, request }) => {
  // A hang guard for the whole walk (about 40 docs pages, axe on each): 1.6 min quiet, 2.7 min in a
  // fresh clone's npm test, past 3 min there beside two busy loops (2026-11-28's clone G3).
  test.setTimeout(720_000);
  const index = (await (await request.get(`${base()}/index.json`)).json()) as { entries: Record<string, { type: string; importPath: string }> };
  const docs = Object.entries(index.entries).filter(([, entry]) => entry.type === 'docs');
  // One docs page per MDX file and per story file (autodocs), all of them: not a narrowed build.
  const sources = readdirSync(path.join(import.meta.dirname, '../../stories'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(mdx|stories\.tsx?)$/.test(file))
    .map((file) => `./stories/${file}`)
    .sort();
  expect([...new Set(docs.map(([, entry]) => entry.importPath))].sort()).toEqual(sources);

  // One page load; each docs page is then rendered by the preview itself, as the manager asks it
  // to when a person picks one in the sidebar (a page load per docs page costs twice the time).
  const [first] = docs[0]!;
  // The frames of full-page stories are not loaded: axe skips frames, and each is a page checked by
  // its own story test. Loading each one is a whole preview per frame, most of this test's CPU.
  await page.route('**/iframe.html?*', (route) =>
    route.request().frame() === page.mainFrame()
      ? route.continue()
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Full-page story</title></html>' }),
  );
  // Errors the page logs, by docs page (iframe.html opened as a page asks for /favicon.ico, which
  // the manager's page never does).
  let current = first;
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) found.push(`${current}: console error: ${message.text().split('\n')[0]!.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => found.push(`${current}: ${error.message}`));
  const found: string[] = [];
  await page.goto(`${base()}/iframe.html?id=${first}&viewMode=docs`);
  await page.locator('#storybook-docs .sbdocs-content').waitFor({ timeout: 60_000 });
  await page.addScriptTag({ path: axePath });
  for (const [id] of docs) {
    current = id;
    if (id !== first) await page.evaluate(
      (id) =>
        new Promise<void>((resolve) => {
          const channel = (window as unknown as DocsWindow).__STORYBOOK_ADDONS_CHANNEL__;
          const rendered = (renderedId: string) => {
            if (renderedId !== id) return;
            channel.off('docsRendered', rendered);
            resolve();
          };
          channel.on('docsRendered', rendered);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
        }),
      id,
    );
    // The docs page is drawn before its stories: wait until each has rendered (or has its frame).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#storybook-docs .docs-story')].every((story) => story.querySelector('iframe, [id$="-inner"] > *')),
    );
    const { violations, mains, blocksInParagraphs } = await page.evaluate(async () => {
      const root = document.querySelector('#storybook-docs')!;
      // Frames hold full-page stories, each axe-checked as its own page by its story test.
      const result = await (window as unknown as DocsWindow).axe.run(root, { resultTypes: ['violations'], iframes: false });
      return {
        violations: result.violations.map((v) => `${v.id} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`),
        mains: document.querySelectorAll('main, [role="main"]').length,
        // HTML cannot parse a block inside <p>; React builds it and, in development, logs
        // validateDOMNesting errors (a doc comment whose inline code wraps became a code block).
        blocksInParagraphs: [...root.querySelectorAll('p :is(div, pre, p, ul, ol, table, h1, h2, h3, h4, h5, h6, blockquote, section)')].map(
          (block) => `<${block.tagName.toLowerCase()}> inside <p>: ${block.textContent?.slice(0, 60)}`,
        ),
      };
    });
    found.push(...violations.map((v) => `${id}: ${v}`));
    if (mains > 1) found.push(`${id}: ${mains} main landmarks`);
    found.push(...blocksInParagraphs.map((problem) => `${id}: ${problem}`));
  }
  expect(found).toEqual([]);
});

test("a docs page's framed stories render as they are, without their play functions", async ({ page }) => {
  // Hang guards: a docs page of eight framed previews, beside the sidebar walks and a fresh
  // clone's other lanes, took longer than 60 s to show its first frame's buttons.
  test.setTimeout(300_000);
  // Errors/ApplicationErrorPage renders every story in a frame; Keyboard Order's play tabs to the
  // Reload button, so a play that ran leaves focus there.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text().split('\n')[0]!);
  });
  await page.goto(`${base()}/iframe.html?id=errors-applicationerrorpage--docs&viewMode=docs`);
  // Scrolled to, as a person reaches it: a docs page's story frames load lazily, and this one is
  // below the first screen since the page gained a story above it.
  const frameElement = page.locator('iframe[id="iframe--errors-applicationerrorpage--keyboard-order"]');
  await frameElement.scrollIntoViewIfNeeded({ timeout: 180_000 });
  const frame = page.frameLocator('iframe[id="iframe--errors-applicationerrorpage--keyboard-order"]');
  await expect(frame.getByRole('button').last()).toBeVisible({ timeout: 180_000 });
  const keyboardOrder = page.frames().find((f) => f.url().includes('id=errors-applicationerrorpage--keyboard-order'))!;
  // Its story has finished: whatever it would run has run.
  await keyboardOrder.waitForFunction(
    () => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
    undefined,
    { timeout: 60_000 },
  );
  expect(await keyboardOrder.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  expect(errors).toEqual([]);
});
