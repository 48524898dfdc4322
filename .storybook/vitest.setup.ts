/**
 * Setup for the `storybook` Vitest project (after Storybook's own setup files): each story test
 * ends with the visual loop, shooting the still-mounted story in its cells of the matrix.
 * Set GW_VISUAL=off to skip the screenshots (e.g. while iterating on play functions).
 */
import { afterEach, beforeEach } from 'vitest';
import { recordSkipped, shootStory } from '../tools/visual/capture/browser/index';
import '../tools/visual/capture/browser/freeze.css';

interface StoryTestContext {
  story?: { id: string; parameters: Record<string, unknown> };
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
  if (!storyId || !story || import.meta.env.GW_VISUAL === 'off') return;
  // A story that already failed is not worth a picture (its error is the one to read), but its
  // baselines are still claimed, so they are not reported as orphans.
  if (context.task.result?.errors?.length) {
    await recordSkipped(storyId, story.parameters, context.task.result.errors);
    return;
  }
  const { notes } = await shootStory({ storyId, testName: context.task.name, parameters: story.parameters, full: import.meta.env.GW_VISUAL === 'full' });
  for (const note of notes) console.info(note);
});
