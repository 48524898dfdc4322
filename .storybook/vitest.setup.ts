/**
 * Setup for the `storybook` Vitest project (after Storybook's own setup files): each story test
 * ends with the visual loop, shooting the still-mounted story in its cells of the matrix.
 * Set GW_VISUAL=off to skip the screenshots (e.g. while iterating on play functions).
 */
import { afterEach, beforeEach } from 'vitest';
import { checksOn, recordSkipped, shootStory } from '../tools/visual/capture/browser/index';
import '../tools/visual/capture/browser/freeze.css';

interface StoryTestContext {
  story?: { id: string; parameters: Record<string, unknown>; globals: Record<string, unknown>; run: (extra?: Record<string, unknown>) => Promise<void> };
}

// Each story starts as a freshly loaded page does: no key pressed yet. focusByScript
// (src/errors/focusByScript.ts) keeps the kind of the page's last input, and the story files share
// one test frame: a story that pressed keys made the next file's heading focused on mount show its
// ring, so a shot depended on which stories ran before it (the shards of a change-scoped run differ).
beforeEach(() => {
  document.dispatchEvent(new PointerEvent('pointerdown'));
});

afterEach(async (context) => {
  const storyId = context.task.meta.storyId as string | undefined;
  const story = (context as unknown as StoryTestContext).story;
  if (!storyId || !story) return;
  // A story that already failed is not worth a picture (its error is the one to read), but its
  // baselines are still claimed, so they are not reported as orphans.
  if (context.task.result?.errors?.length) {
    if (import.meta.env.GW_VISUAL !== 'off') await recordSkipped(storyId, story.parameters, context.task.result.errors);
    return;
  }
  if (import.meta.env.GW_VISUAL !== 'off') {
    const { notes } = await shootStory({ storyId, testName: context.task.name, parameters: story.parameters, full: import.meta.env.GW_VISUAL === 'full' });
    for (const note of notes) console.info(note);
  }
  // After the shots, which show the story as its own play left it. visual:watch makes this check in
  // its round's checks pass, after every shot of the round is on screen (checksOn).
  if (checksOn()) await playShownTheOtherWay(story);
});

/**
 * Every play once more in the other direction than the story sets, and in the other theme when
 * its play reads colours (parameters.playReadsColours): a link shared with the toolbar's direction
 * or theme opens the story so, and a play that measured left and right instead of inline-start and
 * inline-end failed there unseen. Axe ran on the story as it is (the shots cover the other cells);
 * here only the play. A story that is one direction by nature pins it (parameters.pinnedDirection,
 * with its reason).
 */
async function playShownTheOtherWay(story: NonNullable<StoryTestContext['story']>) {
  const flipped: Record<string, unknown> = {};
  if (!story.parameters.pinnedDirection) flipped.direction = story.globals.direction === 'rtl' ? 'ltr' : 'rtl';
  if (story.parameters.playReadsColours) flipped.theme = story.globals.theme === 'dark' ? 'light' : 'dark';
  if (Object.keys(flipped).length === 0) return;
  try {
    await story.run({ globals: { ...story.globals, ...flipped, a11y: { manual: true } } });
  } catch (error) {
    const where = Object.entries(flipped).map(([name, value]) => `${name} ${String(value)}`).join(', ');
    throw new Error(`Its play shown the other way (${where}, as the toolbar sets it) failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
