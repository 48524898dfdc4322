// Every story of the built Storybook (what the Pages deploy publishes), as the Interactions and
// Accessibility panels judge it: the story renders, its play function passes, and the a11y addon's
// axe run finds no violation. The outcome is read from the preview's own channel events, the ones
// the manager's panels and Storybook's test-runner listen to (storybook/internal/core-events):
// PLAY_FUNCTION_THREW_EXCEPTION (what turns the Interactions panel to FAIL),
// UNHANDLED_ERRORS_WHILE_PLAYING, STORY_THREW_EXCEPTION and STORY_ERRORED while it renders and plays,
// then STORY_FINISHED with the reporters' results (the a11y addon's axe run, which fails on any
// violation: `a11y.test: 'error'`). STORY_FINISHED's own status is not enough: it stays 'success'
// when the play function threw (seen here in Storybook 10.6), so every event is read.
// Then every element of the story that carries `data-theme` must compute that theme's background
// and text colours (src/tokens/tokens.css): a production CSS pipeline that resolves the colour
// tokens once on `:root` would leave a dark subtree light.
// The story lane runs the same play functions against the dev server; this catches what only the
// production build breaks (minified names, lowered CSS, code split differently).
import { expect, test } from '@playwright/test';
import { runPorts } from '../../scripts/ports.mjs';
import { themeColours, type ThemeName } from '../support/theme-colours';

const base = () => `http://127.0.0.1:${runPorts().storybookStatic}`;

// The real clipboard, as the story lane grants it: "Copy report" reads back what it wrote.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface Channel {
  on: (event: string, listener: (...args: never[]) => void) => void;
  off: (event: string, listener: (...args: never[]) => void) => void;
  emit: (event: string, payload: object) => void;
}
interface StoryOutcome {
  status: string;
  problems: string[];
  themed: { theme: string; background: string; text: string; path: string }[];
}

test('every story renders, plays and passes axe in the built Storybook; every data-theme subtree has its theme colours', async ({ page, request }) => {
  test.setTimeout(600_000);
  const index = (await (await request.get(`${base()}/index.json`)).json()) as { entries: Record<string, { type: string; title: string; name: string }> };
  const stories = Object.entries(index.entries).filter(([, entry]) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(100);

  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // What each story logs as an error while it renders and plays (the browser's own resource errors
  // aside: iframe.html opened as a page asks for /favicon.ico, which the manager's page never does).
  let consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) consoleErrors.push(message.text().split('\n')[0]!.slice(0, 300));
  });
  // One page load: each story is then rendered by the preview, as when a person picks it in the
  // sidebar (the manager sends SET_CURRENT_STORY), and as the test-runner does. The first story is
  // loaded by URL and played again last, when another story is current (the preview does not
  // render the current story twice).
  const [first] = stories[0]!;
  await page.goto(`${base()}/iframe.html?id=${first}&viewMode=story`);
  // The first story has finished (the preview's own render state), so every event after this
  // belongs to the story asked for.
  await page.waitForFunction(
    () => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
    undefined,
    { timeout: 60_000 },
  );
  const order = [...stories.slice(1), stories[0]!];

  const failures: string[] = [];
  for (const [id, entry] of order) {
    consoleErrors = [];
    const outcome = await page.evaluate(
      ({ id, timeout }) =>
        new Promise<StoryOutcome>((resolve) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const problems: string[] = [];
          const message = (error: { message?: string; name?: string } | undefined) => `${error?.name ?? 'Error'}: ${(error?.message ?? String(error)).split('\n')[0]}`;
          const listeners: Record<string, (...args: never[]) => void> = {
            playFunctionThrewException: (error: { message?: string }) => problems.push(`play function threw ${message(error)}`),
            unhandledErrorsWhilePlaying: (errors: { message?: string }[]) => problems.push(...errors.map((error) => `unhandled while playing: ${message(error)}`)),
            storyThrewException: (error: { message?: string }) => problems.push(`render threw ${message(error)}`),
            storyErrored: (error: { title?: string; description?: string }) => problems.push(`story errored: ${error.title} ${error.description ?? ''}`),
            storyMissing: () => finish('missing', []),
            storyFinished: (event: { storyId: string; status: string; reporters: { type: string; status: string; result?: { violations?: { id: string }[] } }[] }) => {
              if (event.storyId === id) finish(event.status, event.reporters);
            },
          };
          const timer = setTimeout(() => finish('unfinished', []), timeout);
          function finish(status: string, reporters: { type: string; status: string; result?: { violations?: { id: string }[] } }[]) {
            clearTimeout(timer);
            for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
            for (const report of reporters.filter((r) => r.status === 'failed' || r.status === 'warning')) {
              problems.push(`${report.type} ${report.status}: ${(report.result?.violations ?? []).map((v) => v.id).join(', ')}`);
            }
            // Every themed element of the story, the story root included.
            const root = document.querySelector('#storybook-root') ?? document.body;
            const themed = [...document.querySelectorAll<HTMLElement>('[data-theme]')]
              .filter((element) => root.contains(element) || element.matches('[data-story-root]'))
              .map((element) => {
                const style = getComputedStyle(element);
                const path = [element.tagName.toLowerCase(), element.className && `.${String(element.className).split(' ')[0]}`].join('');
                return { theme: element.dataset.theme!, background: style.backgroundColor, text: style.color, path };
              });
            resolve({ status, problems, themed });
          }
          for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id, timeout: 60_000 },
    );
    const name = `${entry.title} › ${entry.name} (${id})`;
    // Storybook also logs a play function's exception: that one is already in the problems.
    const logged = consoleErrors.filter((text) => !outcome.problems.some((problem) => problem.includes(text.slice(0, 80))));
    const problems = [...outcome.problems, ...logged.map((text) => `console error: ${text}`)];
    if (outcome.status !== 'success' || problems.length > 0) {
      failures.push(`${name}: ${outcome.status}${problems.map((p) => `\n    ${p}`).join('')}`);
    }
    if (outcome.themed.length === 0) failures.push(`${name}: no element with data-theme (the story root carries one)`);
    for (const element of outcome.themed) {
      const expected = themeColours[element.theme as ThemeName];
      if (!expected) continue;
      if (element.background !== expected.background || element.text !== expected.text) {
        failures.push(`${name}: ${element.path}[data-theme="${element.theme}"] computes background ${element.background} and text ${element.text}, not ${expected.background} and ${expected.text}`);
      }
    }
  }
  const failing = new Set(failures.map((failure) => failure.slice(0, failure.indexOf(':'))));
  expect(failures, `${failing.size} of ${stories.length} stories fail in the built Storybook`).toEqual([]);
  expect(pageErrors).toEqual([]);
});

// Every control of every Playground changes what a person sees: the story's markup, the focused
// element or the document title. A control that changes nothing (a label for a button the story
// never shows) is switched off in its story file. Each control is tried with the values it offers
// (the other options, the other boolean, a length-like text, the next number) until one shows.
test('every control of every Playground changes what the story shows, and every `as` makes valid lists', async ({ page, request }) => {
  test.setTimeout(300_000);
  const index = (await (await request.get(`${base()}/index.json`)).json()) as { entries: Record<string, { type: string; name: string; title: string }> };
  const playgrounds = Object.entries(index.entries).filter(([, entry]) => entry.type === 'story' && entry.name === 'Playground');
  // One per component (a story file with a `component`), checked in the first test's way.
  expect(playgrounds.length).toBeGreaterThan(15);
  await page.goto(`${base()}/iframe.html?id=${playgrounds[0]![0]}&viewMode=story`);
  await page.waitForFunction(
    () => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
    undefined,
    { timeout: 60_000 },
  );
  // No axe run after each change (the a11y addon's "manual" mode): the first test runs it on
  // every story, and here it would be most of the CPU.
  await page.evaluate(() =>
    (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { a11y: { manual: true } } }),
  );
  const dead: string[] = [];
  for (const [id, entry] of [...playgrounds.slice(1), playgrounds[0]!]) {
    const unchanged = await page.evaluate(async (id) => {
      interface ArgType { control?: false | { type?: string; disable?: boolean }; options?: unknown[]; table?: { disable?: boolean } }
      interface Preview {
        storyStoreValue: { loadStory: (options: { storyId: string }) => Promise<{ argTypes: Record<string, ArgType> }> };
        currentRender: { storyContext: () => { args: Record<string, unknown> } };
      }
      const { __STORYBOOK_ADDONS_CHANNEL__: channel, __STORYBOOK_PREVIEW__: preview } = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel; __STORYBOOK_PREVIEW__: Preview };
      const rendered = () =>
        new Promise<void>((resolve) => {
          const listener = (storyId: string) => {
            if (storyId !== id) return;
            channel.off('storyRendered', listener);
            // React commits the update in a task of its own after the render call.
            setTimeout(() => requestAnimationFrame(() => resolve()), 0);
          };
          channel.on('storyRendered', listener as (...args: never[]) => void);
        });
      const shown = () => `${document.querySelector('#storybook-root')?.innerHTML}|${document.activeElement?.outerHTML.slice(0, 200)}|${document.title}`;
      let done = rendered();
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      await done;
      const { argTypes } = await preview.storyStoreValue.loadStory({ storyId: id });
      const unchanged: string[] = [];
      // A list's children are `li`, and an `li` is in a list (what axe's list rules check; the
      // first test runs axe on each story as written, this on each value of each control).
      const invalidLists = () => {
        const root = document.querySelector('#storybook-root')!;
        return (
          [...root.querySelectorAll('ul, ol')].some((list) => [...list.children].some((child) => child.tagName !== 'LI')) ||
          [...root.querySelectorAll('li')].some((item) => !item.parentElement?.matches('ul, ol, menu'))
        );
      };
      for (const [name, argType] of Object.entries(argTypes)) {
        const control = argType.control;
        if (!control || control.disable || argType.table?.disable) continue;
        const current = preview.currentRender.storyContext().args[name];
        const candidates: unknown[] = argType.options
          ? argType.options.filter((option) => option !== undefined && JSON.stringify(option) !== JSON.stringify(current))
          : control.type === 'boolean'
            ? [true, false].filter((value) => value !== current)
            : control.type === 'number' || control.type === 'range'
              ? [(typeof current === 'number' ? current : 0) + 1]
              : ['7rem', 'Text set by the e2e', true];
        const before = shown();
        let changed = false;
        for (const value of candidates) {
          done = rendered();
          channel.emit('updateStoryArgs', { storyId: id, updatedArgs: { [name]: value } });
          await done;
          changed ||= shown() !== before;
          if (invalidLists()) unchanged.push(`${name}=${JSON.stringify(value)} (makes an invalid list)`);
          done = rendered();
          channel.emit('resetStoryArgs', { storyId: id, argNames: [name] });
          await done;
          // Every value of `as`: each must make valid HTML.
          if (changed && name !== 'as') break;
        }
        if (!changed) unchanged.push(`${name} (${control.type})`);
      }
      return unchanged;
    }, id);
    dead.push(...unchanged.map((control) => `${entry.title} › Playground: ${control.includes('invalid list') ? control : `${control} changes nothing`}`));
  }
  expect(dead).toEqual([]);
});
