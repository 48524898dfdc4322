/**
 * The spoken record, browser half: @guidepup/virtual-screen-reader (docs/spoken-review-model.md)
 * listens on the page while a story mounts and plays (focus moves, live regions, dialogs), then
 * reads the story root from start to end; the Node half (../spoken.mjs, the `visualSpoken` command)
 * compares the text with the one beside the story's shots. The reader only reads: it adds nothing
 * to the page (no visible cursor), so the shots taken after it are the same pixels.
 */
import { Virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { commands } from 'vitest/browser';
import { spokenRecord } from './spokenText';

/** What visualSpoken (../spoken.mjs) is asked: the story's file comes from the test's own context. */
export interface SpokenRequest {
  storyId: string;
  cell: SpokenCell;
  text?: string;
  allowedCells: SpokenCell[];
  readMs?: number;
  /** Self-tests only: throwaway baselines and output under reports/. */
  baselineDir?: string;
  outDir?: string;
  /** The story failed before its records: claim the baseline, compare nothing. */
  skipped?: boolean;
  failure?: string;
}

export interface SpokenResult {
  status: 'new' | 'changed' | 'unchanged' | 'missing' | 'skipped';
  baseline: string;
  actual: string | null;
  lines?: { removed: number; added: number };
}

export type SpokenCell = 'spoken-ltr' | 'spoken-rtl';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualSpoken: (request: SpokenRequest) => Promise<SpokenResult>;
  }
}

/** The most items a reading goes through before it must have come back to where it started. */
export const maxItemsRead = 3000;

const isLive = (phrase: string) => phrase.startsWith('polite: ') || phrase.startsWith('assertive: ');

/**
 * The reader's MutationObserver, given only the mutations of what is still in the page. The reader
 * looks for a live region around each mutation a microtask after it, and a node React has removed
 * meanwhile (the overlay's dialog, closed) made its name computation throw
 * (`a.getElementById is not a function`: a detached node's getRootNode() is the node's own top
 * element, not a document) as an unhandled rejection. What has left the page is not spoken.
 */
class ConnectedMutationObserver extends MutationObserver {
  constructor(callback: MutationCallback) {
    super((records, observer) => {
      const connected = records.filter((record) => record.target.isConnected);
      if (connected.length > 0) callback(connected, observer);
    });
  }
}

/** Starts a reader on `container`, observing the page through ConnectedMutationObserver. */
async function startReader(container: Node): Promise<Virtual> {
  const reader = new Virtual();
  await reader.start({ container, window: { document, MutationObserver: ConnectedMutationObserver } });
  return reader;
}

let listening: Virtual | undefined;

/**
 * Starts the reader on `document.body` with an empty log, to hear what the story's mount and play
 * make it say. A reader still listening from before stops first.
 */
export async function spokenListen(): Promise<void> {
  await spokenStop();
  const reader = await startReader(document.body);
  await reader.clearSpokenPhraseLog();
  listening = reader;
}

/** Stops the listening reader, if any (its observers must not outlive the story's test). */
export async function spokenStop(): Promise<void> {
  const reader = listening;
  listening = undefined;
  await reader?.stop();
}

/** The one story root of the page, with the direction and language StoryRoot gave it. */
export function spokenStoryRoot(storyId: string): { root: HTMLElement; direction: 'ltr' | 'rtl'; lang: string } {
  const roots = document.querySelectorAll<HTMLElement>('[data-story-root]');
  if (roots.length !== 1) throw new Error(`spoken: ${storyId} has ${roots.length} story roots, not one`);
  const root = roots[0]!;
  const direction = root.getAttribute('dir');
  if (direction !== 'ltr' && direction !== 'rtl') throw new Error(`spoken: the story root of ${storyId} has dir=${String(direction)}`);
  return { root, direction, lang: root.getAttribute('lang') ?? '' };
}

/**
 * Reads `root` from start to end, as a reader moving to the next item does, and returns what it
 * said. The reader wraps round at the container's end; the reading stops when its cursor is back on
 * an item it has read (the first, or the first of an `aria-modal` dialog that keeps it in).
 */
export async function readFromStartToEnd(root: HTMLElement, what: string, cap = maxItemsRead): Promise<string[]> {
  const reader = await startReader(root);
  try {
    // Nothing in the root the reader would say: start() put no item under its cursor.
    if (!reader.activeNode) return [];
    const read = new Map<Node, Set<string>>();
    const remember = (node: Node | null, said: string[]) => {
      // The item's own phrase is the last one its move logged (a dialog entered logs the dialog first; live regions may come between).
      const phrase = said.filter((p) => !isLive(p)).at(-1) ?? '';
      if (!node) return false;
      const phrases = read.get(node) ?? new Set<string>();
      if (phrases.has(phrase)) return true;
      // A container's start and its "end of …" share the node: the phrase tells them apart.
      read.set(node, phrases.add(phrase));
      return false;
    };
    remember(reader.activeNode, [...(await reader.spokenPhraseLog())]);
    for (let step = 0; step < cap; step++) {
      const before = (await reader.spokenPhraseLog()).length;
      await reader.next();
      const log = await reader.spokenPhraseLog();
      if (remember(reader.activeNode, log.slice(before))) return log.slice(0, before);
    }
    throw new Error(
      `spoken: reading ${what} did not come back to its start within ${cap} items (last said: "${await reader.lastSpokenPhrase()}"). ` +
        'Either it is longer than a record should be (split the story), or its content changes while it is read (a timer, an animation left running).',
    );
  } finally {
    await reader.stop();
  }
}

/**
 * The story's spoken record: what the listening reader heard since spokenListen (the mount and the
 * play), then the story root read from start to end. Stops the listening reader.
 */
export async function spokenRecordText(storyId: string, direction: string, lang: string): Promise<string> {
  // The reader logs focus moves and live regions a microtask after the event: let them land.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const heard = listening ? [...(await listening.spokenPhraseLog())] : [];
  await spokenStop();
  const { root } = spokenStoryRoot(storyId);
  const read = await readFromStartToEnd(root, storyId);
  return spokenRecord(`${storyId} · ${direction} · ${lang}`, [
    ['heard during the play', heard],
    ['heard reading the story from start to end', read],
  ]);
}

/**
 * Makes the mounted story's record in `cell` (the direction its root must show) and hands it to the
 * Node half. A record that cannot be made (no single story root, the other direction shown, a reading
 * that never came back to its start) still claims its baseline (`skipped`), then throws.
 * @param options.allowedCells  the spoken cells the story may have records for (spokenCellsOf)
 */
export async function recordSpokenStory(
  storyId: string,
  cell: SpokenCell,
  options: { allowedCells: SpokenCell[]; baselineDir?: string; outDir?: string },
): Promise<SpokenResult & { cell: SpokenCell }> {
  const started = performance.now();
  let text;
  try {
    const { direction, lang } = spokenStoryRoot(storyId);
    if (`spoken-${direction}` !== cell) throw new Error(`spoken: ${storyId} was to be heard in ${cell}, but its story root shows dir=${direction}`);
    text = await spokenRecordText(storyId, direction, lang);
  } catch (error) {
    await spokenStop();
    const failure = error instanceof Error ? error.message : String(error);
    await commands.visualSpoken({ storyId, cell, allowedCells: options.allowedCells, skipped: true, failure, ...pick(options) });
    throw error;
  }
  const result = await commands.visualSpoken({ storyId, cell, text, allowedCells: options.allowedCells, readMs: performance.now() - started, ...pick(options) });
  return { ...result, cell };
}

/** A story that failed before its records (in `cells`, by default all): their baselines stay claimed (entries `skipped`). */
export async function recordSpokenSkipped(storyId: string, allowedCells: SpokenCell[], failure: string, cells: SpokenCell[] = allowedCells): Promise<void> {
  await spokenStop();
  for (const cell of cells) await commands.visualSpoken({ storyId, cell, allowedCells, skipped: true, failure });
}

/**
 * The spoken cells a story has records for: its own direction's, and the other one unless the
 * story pins its direction (parameters.pinnedDirection), as its play is shown the other way.
 */
export function spokenCellsOf(ownDirection: string | undefined, parameters: Record<string, unknown>): SpokenCell[] {
  const own: SpokenCell = ownDirection === 'rtl' ? 'spoken-rtl' : 'spoken-ltr';
  if (parameters.pinnedDirection) return [own];
  return [own, own === 'spoken-ltr' ? 'spoken-rtl' : 'spoken-ltr'];
}

/** The failures among a story's spoken results, one line each (changed, or missing under CI). */
export function spokenFailures(storyId: string, results: readonly (SpokenResult & { cell: SpokenCell })[]): string[] {
  return results
    .filter((r) => r.status === 'changed' || r.status === 'missing')
    .map((r) =>
      r.status === 'missing'
        ? `spoken: ${storyId} has no record ${r.baseline} in ${r.cell} (CI never writes one; run the tests locally and commit it). Actual: ${r.actual}`
        : `spoken: ${storyId} is not heard as its record says in ${r.cell}: ${lines(r.lines?.removed ?? 0)} removed, ${r.lines?.added ?? 0} added. Actual: ${r.actual}  Baseline: ${r.baseline}`,
    );
}

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

const pick = (options: { baselineDir?: string; outDir?: string }) => ({
  ...(options.baselineDir ? { baselineDir: options.baselineDir } : {}),
  ...(options.outDir ? { outDir: options.outDir } : {}),
});
