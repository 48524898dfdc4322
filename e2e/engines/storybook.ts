// The built Storybook's stories in one engine's window (docs/engines.md): every story rendered over
// the preview's own channel, one after the other in one preview document, as the preview renders a
// story a person picks; its play function and the a11y addon's axe check run as they do for a
// visitor, and the outcome is read from the events the manager's panels read. For the layout and
// error stories, the geometry of every element once the play has finished, to compare with
// Chromium's. (Chromium's sidebar walk, e2e/storybook/sidebar-walk.spec.ts, is where stories are
// reached by clicks: the engines check what each engine computes.)
import { watchStoryOutcomes, type StoryOutcome } from '../support/storyOutcomes';

/** One element's box, relative to the story root: [tag, x, y, width, height], rounded to px. */
export type Box = [tag: string, x: number, y: number, width: number, height: number];

/** The play shown the other way (`playOtherWay`): the globals it flipped, and its outcome (none when nothing could be flipped). */
export interface OtherWayOutcome {
  flipped: Record<string, string>;
  status?: string;
  problems?: string[];
}

/**
 * How the geometry is measured, each mode in every engine alike:
 * - `asShipped`: the tokens' own font stack and measure, as a person's browser renders the story;
 * - `oneFace`: one face for all text (DejaVu Sans) and the measure (65ch) in em of that face, so a
 *   difference left is the engine's layout, not which face it picked or how it rounds the width of
 *   `0` (WebKit rounds glyph advances to whole pixels: 650 px against 661.7 at 16 px, docs/engines.md).
 *   65 × 1303/2048 em: DejaVu Sans's "0" is 1303 units of 2048.
 * Both without scrollbars: a taller story overflows the viewport, and the engines' scrollbars differ.
 */
export const geometryModes = {
  asShipped: 'html { overflow: hidden !important; }',
  oneFace: [
    ':root { --gw-measure: 41.355em !important; }',
    'html { overflow: hidden !important; }',
    '#storybook-root, #storybook-root * { font-family: "DejaVu Sans" !important; }',
  ].join(' '),
} as const;
export type GeometryMode = keyof typeof geometryModes;

/** Every element's boxes under the story root, in each way of measuring. */
export type Geometry = Record<GeometryMode, Box[]>;

/** A story's outcome as the preview reported it, with its geometry when asked for. */
export type EngineStoryOutcome = StoryOutcome & { geometry?: Geometry };

/**
 * The viewport every engine renders the stories in: the sidebar walk's (a laptop's), wider than the
 * widest story; a taller story overflows it, and is measured without scrollbars.
 */
export const storyViewport = { width: 1280, height: 800 };

/** The stories whose geometry every engine must share with Chromium. */
export const hasGeometry = (id: string) => /^(layout|errors)-/.test(id);

/** The preview frame's address that renders `id` first. */
export const previewUrl = (origin: string, id: string) => `${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;

/** An expression that records every story's outcome in the preview, console and uncaught errors included. */
export const watchPreview = `(${watchStoryOutcomes.toString()})(true)`;

/**
 * An expression that renders story `id` over the preview's channel and resolves with its outcome
 * once the preview finished it (play and axe included); with `geometry`, also every element's box
 * in each of the `geometryModes`.
 */
export const renderStory = (id: string, geometry: boolean) => `new Promise((resolve) => {
  const id = ${JSON.stringify(id)};
  const modes = ${JSON.stringify(geometryModes)};
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  delete window.__storyOutcomes[id];
  const measure = (css) => {
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = css;
    const root = document.querySelector('#storybook-root');
    const origin = root.getBoundingClientRect();
    const boxes = [...root.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      return [element.tagName.toLowerCase(), Math.round(box.x - origin.x), Math.round(box.y - origin.y), Math.round(box.width), Math.round(box.height)];
    });
    style.remove();
    return boxes;
  };
  const finished = (event) => {
    if (event.storyId !== id) return;
    channel.off('storyFinished', finished);
    // After the listener that records the outcome, and after the frame the play's last change paints in.
    requestAnimationFrame(() => setTimeout(() => {
      const outcome = window.__storyOutcomes[id] ?? { status: 'unknown', problems: ['no outcome recorded'], reporters: [] };
      resolve(${geometry} ? { ...outcome, geometry: Object.fromEntries(Object.entries(modes).map(([mode, css]) => [mode, measure(css)])) } : outcome);
    }, 0));
  };
  channel.on('storyFinished', finished);
  channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
})`;

/**
 * An expression, run after `renderStory(id)`, that plays the story once more the other way, as a
 * link with the toolbar set opens it (.storybook/vitest.setup.ts does the same in Chromium): the
 * toolbar's direction flipped unless the story pins it (`parameters.pinnedDirection`), and its theme
 * when the play reads colours (`parameters.playReadsColours`); a value the story sets in its own
 * `globals` is left, as the toolbar cannot change it either. The flipped globals go into the
 * preview's store of the toolbar's globals, with axe off (it ran on the story as it is), and the
 * story is mounted anew, so its play runs under them; then the store is put back, for the next
 * story's render. (Sent over the channel as the toolbar sends them, each change re-rendered the
 * story, and the one putting axe back ran it again: the lane's story CPU doubled.) Resolves with the
 * flipped globals and the play's outcome, or with no flip when nothing can be flipped.
 */
export const playOtherWay = (id: string) => `new Promise((resolve) => {
  const id = ${JSON.stringify(id)};
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const preview = window.__STORYBOOK_PREVIEW__;
  const store = preview.storyStoreValue;
  const story = preview.currentRender.story;
  const { globals, storyGlobals, userGlobals } = store.getStoryContext(story);
  const flipped = {};
  if (!story.parameters.pinnedDirection && !('direction' in storyGlobals)) flipped.direction = globals.direction === 'rtl' ? 'ltr' : 'rtl';
  if (story.parameters.playReadsColours && !('theme' in storyGlobals)) flipped.theme = globals.theme === 'dark' ? 'light' : 'dark';
  if (Object.keys(flipped).length === 0) return resolve({ flipped });
  const restored = Object.fromEntries([...Object.keys(flipped), 'a11y'].map((key) => [key, userGlobals[key]]));
  store.userGlobals.update({ ...flipped, a11y: { ...userGlobals.a11y, manual: true } });
  window.__storyOutcomes[id] = { problems: [], reporters: [] };
  const finished = (event) => {
    if (event.storyId !== id) return;
    channel.off('storyFinished', finished);
    store.userGlobals.update(restored);
    const outcome = window.__storyOutcomes[id];
    resolve({ flipped, status: outcome.status, problems: outcome.problems });
  };
  channel.on('storyFinished', finished);
  channel.emit('forceRemount', { storyId: id });
})`;

/** An expression that is true once the preview finished the story it was opened on. */
export const previewReady = "['finished', 'completed'].includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '')";

/** Whether the two hold the same elements, in the same order (their boxes can then be compared one by one). */
const sameElements = (boxes: Box[], reference: Box[]) => boxes.length === reference.length && boxes.every((box, i) => box[0] === reference[i]![0]);

/**
 * Where `boxes` differ from `reference` by more than 1 px, in words (empty when they agree).
 * @example geometryDifferences([['div', 0, 0, 10, 10]], [['div', 0, 0, 10, 12]]) // ['div #0: height 12, Chromium 10']
 */
export function geometryDifferences(boxes: Box[], reference: Box[]): string[] {
  if (!sameElements(boxes, reference)) {
    return [`other elements: ${boxes.map((box) => box[0]).join(' ')} against Chromium's ${reference.map((box) => box[0]).join(' ')}`];
  }
  const sides = ['x', 'y', 'width', 'height'] as const;
  return boxes.flatMap((box, i) => {
    const wanted = reference[i]!;
    const off = sides.flatMap((side, k) => {
      const [value, chromium] = [box[k + 1] as number, wanted[k + 1] as number];
      return Math.abs(value - chromium) <= 1 ? [] : [`${side} ${value}, Chromium ${chromium}`];
    });
    return off.length > 0 ? [`${box[0]} #${i}: ${off.join(', ')}`] : [];
  });
}

/**
 * The largest difference between `boxes` and `reference` in px, over every element's x, y, width
 * and height (0 when they agree), or `null` when the two hold other elements.
 * @example largestDifference([['div', 0, 0, 10, 10]], [['div', 0, 2, 10, 12]]) // 2
 */
export function largestDifference(boxes: Box[], reference: Box[]): number | null {
  if (!sameElements(boxes, reference)) return null;
  return Math.max(0, ...boxes.flatMap((box, i) => [1, 2, 3, 4].map((k) => Math.abs((box[k] as number) - (reference[i]![k] as number)))));
}
