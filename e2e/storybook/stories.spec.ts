// Every Playground of the built Storybook (what the Pages deploy publishes): each control changes
// what a person sees. Every story's play, axe check and theme colours are judged by clicking
// through the sidebar (sidebar-walk.spec.ts).
import { expect, test } from '@playwright/test';
import { runPorts } from '../../scripts/ports.mjs';

const base = () => `http://127.0.0.1:${runPorts().storybookStatic}`;

interface Channel {
  on: (event: string, listener: (...args: never[]) => void) => void;
  off: (event: string, listener: (...args: never[]) => void) => void;
  emit: (event: string, payload: object) => void;
}

// Every control of every Playground changes what a person sees: the story's markup, the focused
// element or the document title. A control that changes nothing (a label for a button the story
// never shows) is switched off in its story file. Each control is tried with the values it offers
// (the other options, the other boolean, a length-like text, the next number) until one shows.
test('every control of every Playground changes what the story shows, and every `as` makes valid lists', async ({ page, request }) => {
  test.setTimeout(300_000);
  const index = (await (await request.get(`${base()}/index.json`)).json()) as { entries: Record<string, { type: string; name: string; title: string }> };
  const playgrounds = Object.entries(index.entries).filter(([, entry]) => entry.type === 'story' && entry.name === 'Playground');
  // One per component (a story file with a `component`).
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
