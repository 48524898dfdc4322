/**
 * Tests of the spoken records (../browser/spoken.ts, ../spoken.mjs) on a fixture story, with
 * throwaway baselines under reports/spoken-selftest (never beside the real stories): a record is
 * new, then unchanged, then changed when the fixture's button gets another accessible name with its
 * text kept; and the reading comes back to its start, stays out of the page and says when it cannot.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import { readFromStartToEnd, recordSpokenStory, spokenListen, spokenStop } from '../browser/spoken';
import * as fixtures from './Fixture.stories.tsx';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualSelftestFs: (op: 'reset' | 'exists' | 'copy', target: string, source?: string) => Promise<boolean | undefined>;
  }
}

setProjectAnnotations(preview);
const { Form } = composeStories(fixtures);
const dir = 'reports/spoken-selftest';
const baselineDir = `${dir}/baselines`;
const outDir = `${dir}/out`;
const storyId = 'internal-visualfixture--form';

/** The fixture mounted and played with the reader listening, then its record in its own direction. */
async function recordForm(change?: (root: HTMLElement) => void) {
  await spokenListen();
  await Form.run();
  change?.(document.querySelector<HTMLElement>('[data-story-root]')!);
  return recordSpokenStory(storyId, 'spoken-ltr', { allowedCells: ['spoken-ltr', 'spoken-rtl'], baselineDir, outDir });
}
const text = async (file: string) => (await fetch(`/${file}`, { cache: 'no-store' })).text();

beforeAll(async () => {
  await commands.visualSelftestFs('reset', dir);
});

describe('a story\'s spoken record', () => {
  it('is new, then unchanged, then changed when the button\'s accessible name changes with its text kept', async () => {
    const first = await recordForm();
    expect(first).toMatchObject({ status: 'new', cell: 'spoken-ltr', baseline: `${baselineDir}/${storyId}.spoken-ltr.txt` });
    expect(await text(first.baseline)).toBe(
      [
        `${storyId} · ltr · en`,
        'heard during the play:',
        '  button, Save',
        'heard reading the story from start to end:',
        '  paragraph',
        '  Fixture form',
        '  end of paragraph',
        '  button, Save',
        '',
      ].join('\n'),
    );

    expect(await recordForm()).toMatchObject({ status: 'unchanged', actual: null });

    const renamed = await recordForm((root) => root.querySelector('button')!.setAttribute('aria-label', 'Discard'));
    // A name other than its text: the model reads the text inside as an item of its own.
    expect(renamed).toMatchObject({ status: 'changed', lines: { removed: 1, added: 3 } });
    expect(await text(renamed.actual!)).toContain('\n  button, Discard\n  Save\n  end of button, Discard\n');
    // The baseline is the reviewer's to replace, not the run's.
    expect(await text(first.baseline)).toContain('\n  button, Save\n');
  });
});

describe('reading from start to end', () => {
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    await spokenStop();
  });
  const mount = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    cleanups.push(() => root.remove());
    return root;
  };

  it('stops when the cursor is back at its start, a list\'s end not taken for its start', async () => {
    const root = mount('<ul><li>One</li><li>Two</li></ul><button>Go</button>');
    expect(await readFromStartToEnd(root, 'a list')).toEqual([
      'list',
      'listitem, level 1, position 1, set size 2',
      'One',
      'end of listitem, level 1, position 1, set size 2',
      'listitem, level 1, position 2, set size 2',
      'Two',
      'end of listitem, level 1, position 2, set size 2',
      'end of list',
      'button, Go',
    ]);
  });

  it('stops where a modal dialog keeps the cursor in, and hears nothing in an empty root', async () => {
    const root = mount('<p>Behind</p><div role="dialog" aria-modal="true" aria-label="Ask"><button>Yes</button></div>');
    const read = await readFromStartToEnd(root, 'a modal');
    expect(read.at(-1)).toBe('end of dialog, Ask, modal');
    expect(read.filter((phrase) => phrase === 'button, Yes')).toHaveLength(1);
    expect(await readFromStartToEnd(mount('<div></div>'), 'nothing')).toEqual([]);
  });

  it('changes nothing in the page it reads', async () => {
    const root = mount('<h2>Title</h2><p>Text <a href="#x">link</a></p><input aria-label="Name" value="Ada">');
    const before = document.body.innerHTML;
    const focused = document.activeElement;
    await readFromStartToEnd(root, 'a form');
    expect(document.body.innerHTML).toBe(before);
    expect(document.activeElement).toBe(focused);
  });

  it('listening, says nothing of a change in what has just left the page (and does not throw on it)', async () => {
    const root = mount('<div id="gone" aria-labelledby="gone-name"><span id="gone-name">Gone</span></div><p role="status"></p>');
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    cleanups.push(() => window.removeEventListener('unhandledrejection', onRejection));
    await spokenListen();
    // As React closes a dialog: an attribute changes inside it, then it leaves the page, in one task.
    const gone = root.querySelector('#gone')!;
    gone.setAttribute('data-state', 'closing');
    gone.remove();
    root.querySelector('p')!.textContent = 'Closed';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rejections).toEqual([]);
    expect(await readFromStartToEnd(root, 'what stayed')).toEqual(['status', 'Closed', 'end of status']);
  });

  it('gives up past its cap with a clear error', async () => {
    const root = mount('<p>One</p><p>Two</p><p>Three</p>');
    await expect(readFromStartToEnd(root, 'three paragraphs', 4)).rejects.toThrow(
      /spoken: reading three paragraphs did not come back to its start within 4 items \(last said: ".*"\)/,
    );
  });
});
