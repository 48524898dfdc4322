/**
 * Setup for the `storybook` Vitest project (after Storybook's own setup files): each story test
 * ends with the visual loop, shooting the still-mounted story in its cells of the matrix, and with
 * its spoken records (what a virtual screen reader heard during the play and reading the story).
 * Set GW_VISUAL=off to skip the screenshots and the spoken records (e.g. while iterating on play functions).
 */
import { afterEach, beforeEach } from 'vitest';
import {
  checksOn,
  failureMessage,
  recordSkipped,
  recordSpokenSkipped,
  recordSpokenStory,
  shootStory,
  shotsOn,
  spokenCellsOf,
  spokenFailures,
  spokenListen,
  spokenStop,
  type SpokenCell,
  type SpokenResult,
} from '../tools/visual/capture/browser/index';
import '../tools/visual/capture/browser/freeze.css';

interface StoryTestContext {
  story?: { id: string; parameters: Record<string, unknown>; globals: Record<string, unknown>; run: (extra?: Record<string, unknown>) => Promise<void> };
}

const visualOn = () => import.meta.env.GW_VISUAL !== 'off';

// Each story starts as a freshly loaded page does: no key pressed yet. focusByScript
// (src/errors/focusByScript.ts) keeps the kind of the page's last input, and the story files share
// one test frame: a story that pressed keys made the next file's heading focused on mount show its
// ring, so a shot depended on which stories ran before it (the shards of a change-scoped run differ).
// Then the screen reader starts listening, before the story mounts: its spoken record says what
// the mount and the play made it say. (Not in a visual:watch checks pass: its records are the shots pass's.)
beforeEach(async () => {
  document.dispatchEvent(new PointerEvent('pointerdown'));
  if (visualOn() && shotsOn()) await spokenListen();
});

afterEach(async (context) => {
  const storyId = context.task.meta.storyId as string | undefined;
  const story = (context as unknown as StoryTestContext).story;
  if (!storyId || !story) return void (await spokenStop());
  const spokenCells = spokenCellsOf(story.globals.direction as string | undefined, story.parameters);
  // A story that already failed is not worth a picture (its error is the one to read), but its
  // baselines and spoken records are still claimed, so they are not reported as orphans.
  if (context.task.result?.errors?.length) {
    await spokenStop();
    if (visualOn()) {
      await recordSkipped(storyId, story.parameters, context.task.result.errors);
      if (shotsOn()) await recordSpokenSkipped(storyId, spokenCells, failureMessage(context.task.result.errors));
    }
    return;
  }
  const spoken: (SpokenResult & { cell: SpokenCell })[] = [];
  // Each step runs even when one before it failed: every record of the story is made (and claimed), and the test names every failure.
  const errors: unknown[] = [];
  const step = async (run: () => Promise<void>) => run().catch((error: unknown) => void errors.push(error));
  if (visualOn()) {
    // Right after the play, before the shots switch the story through its cells.
    if (shotsOn()) await step(async () => void spoken.push(await recordSpokenStory(storyId, spokenCells[0]!, { allowedCells: spokenCells })));
    await step(async () => {
      const { notes } = await shootStory({ storyId, testName: context.task.name, parameters: story.parameters, full: import.meta.env.GW_VISUAL === 'full' });
      for (const note of notes) console.info(note);
    });
  }
  // After the shots, which show the story as its own play left it. visual:watch makes this check in
  // its round's checks pass, after every shot of the round is on screen (checksOn).
  if (checksOn()) await step(() => playShownTheOtherWay(storyId, story, spokenCells, spoken));
  for (const result of spoken) if (result.status === 'new') console.info(`spoken: new record written for ${storyId} in ${result.cell}: ${result.baseline}`);
  // A visual:watch checks pass reports its record of the other direction with the round's shots, for review, not as the story's failure.
  const spokenChanged = shotsOn() ? spokenFailures(storyId, spoken) : [];
  if (errors.length === 1 && spokenChanged.length === 0) throw errors[0];
  if (errors.length > 0 || spokenChanged.length > 0) {
    const messages = [...errors.map((error) => (error instanceof Error ? error.message : String(error))), ...spokenChanged];
    const review = spokenChanged.length > 0 ? '\nReview it with `npm run visual:review` (accept or reject each change); or, if every change is intended, `npm run visual:accept -- --kind spoken`.' : '';
    throw new Error(`${messages.join('\n')}${review}`, { cause: errors[0] });
  }
});

/**
 * Every play once more in the other direction than the story sets, and in the other theme when
 * its play reads colours (parameters.playReadsColours): a link shared with the toolbar's direction
 * or theme opens the story so, and a play that measured left and right instead of inline-start and
 * inline-end failed there unseen. Axe ran on the story as it is (the shots cover the other cells);
 * here only the play, and what the screen reader hears in the other direction (its spoken record).
 * A story that is one direction by nature pins it (parameters.pinnedDirection, with its reason).
 */
async function playShownTheOtherWay(storyId: string, story: NonNullable<StoryTestContext['story']>, spokenCells: SpokenCell[], spoken: (SpokenResult & { cell: SpokenCell })[]) {
  const flipped: Record<string, unknown> = {};
  if (!story.parameters.pinnedDirection) flipped.direction = story.globals.direction === 'rtl' ? 'ltr' : 'rtl';
  if (story.parameters.playReadsColours) flipped.theme = story.globals.theme === 'dark' ? 'light' : 'dark';
  if (Object.keys(flipped).length === 0) return;
  // Made where the play is flipped: in visual:watch, its checks pass (the own direction's in its shots pass).
  const listen = visualOn() && flipped.direction !== undefined;
  try {
    if (listen) await spokenListen();
    await story.run({ globals: { ...story.globals, ...flipped, a11y: { manual: true } } });
  } catch (error) {
    await spokenStop();
    // Its record in the other direction stays claimed.
    if (listen) await recordSpokenSkipped(storyId, spokenCells, failureMessage([error instanceof Error ? error : { message: String(error) }]), [spokenCells[1]!]);
    const where = Object.entries(flipped).map(([name, value]) => `${name} ${String(value)}`).join(', ');
    throw new Error(`Its play shown the other way (${where}, as the toolbar sets it) failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (listen) spoken.push(await recordSpokenStory(storyId, spokenCells[1]!, { allowedCells: spokenCells }));
}
