// One app record made step by step: each step (a load, a key a person presses) is a `heard after …:`
// section of what the reader said because of it, and a reading of the whole page is a section of
// its own. The record's text is the stories' (tools/visual/capture/browser/spokenText.ts).
import type { Locator, Page } from '@playwright/test';
import { spokenRecord } from '../../tools/visual/capture/browser/spokenText.ts';
import { forget, heard, readToEnd } from './screenReader';
import { keepSpoken } from './spokenRecord';

/**
 * A run's servers listen on ports of its own (scripts/ports.mjs derives them from the process id),
 * and a page may say its own address (the dev overlay names the page): the port, which changes with
 * every run and is nothing the page chose, is written `<port>`.
 */
const withoutRunPort = (phrase: string) => phrase.replace(/\b(https?:\/\/(?:127\.0\.0\.1|localhost)):\d+/g, '$1:<port>');

/** The steps of one record. */
export interface SpokenSteps {
  /**
   * A document load: `load` goes to the page and waits until the load is over (the reader listens
   * from the start of every document: listenFromLoad). `what` names it in the record.
   * @example await steps.load('/presentations/400', () => loadPage(page, '/presentations/400'))
   */
  load(what: string, load: () => Promise<unknown>): Promise<void>;
  /**
   * A person's action: what was said from its start until `act` has seen its outcome (which it must
   * wait for: the focus where it lands, the text that shows).
   * @example await steps.step('clicking Try again', async () => { await tryAgain.click(); await expect(heading).toBeFocused(); })
   */
  step(action: string, act: () => Promise<unknown>): Promise<void>;
  /**
   * A control activated as a screen-reader user does: reached first (focused: what reaching it says
   * is not this step's), then Enter; heard until `outcome` has seen the end of what Enter did.
   * @example await steps.press('Try again (failing again)', tryAgain, () => expect(heading).toBeFocused())
   */
  press(what: string, control: Locator, outcome: () => Promise<unknown>): Promise<void>;
  /** The page read from its top to its end, as a person hears it after the steps so far. */
  read(): Promise<void>;
  /** Compares the record with its committed text and keeps it (spokenRecord.ts). */
  keep(): Promise<void>;
}

/**
 * Starts the record `storyId` of what `page` says.
 * @example const steps = spokenSteps(page, 'app--flow-navigation')
 */
export function spokenSteps(page: Page, storyId: string): SpokenSteps {
  const sections: [string, string[]][] = [];
  let readMs = 0;
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      readMs += performance.now() - started;
    }
  };
  const step = async (action: string, act: () => Promise<unknown>) => {
    await timed(() => forget(page));
    await act();
    sections.push([`heard after ${action}`, await timed(() => heard(page))]);
  };
  return {
    load: (what, load) => step(`loading ${what}`, load),
    step,
    async press(what, control, outcome) {
      await control.focus();
      await step(`pressing Enter on ${what}`, async () => {
        await control.press('Enter');
        await outcome();
      });
    },
    async read() {
      sections.push(['heard reading the page from top to end', await timed(() => readToEnd(page))]);
    },
    async keep() {
      const { direction, lang } = await page.evaluate(() => ({ direction: getComputedStyle(document.documentElement).direction, lang: document.documentElement.lang }));
      const said = sections.map(([heading, phrases]) => [heading, phrases.map(withoutRunPort)] as const);
      keepSpoken(storyId, spokenRecord(`${storyId} · ${direction} · ${lang}`, said), readMs);
    },
  };
}
