/**
 * Setup for the `storybook` Vitest project (after Storybook's own setup files): each story test
 * ends with the visual loop, shooting the still-mounted story in its cells of the matrix.
 * Set GW_VISUAL=off to skip the screenshots (e.g. while iterating on play functions).
 */
import { afterEach } from 'vitest';
import { recordSkipped, shootStory } from '../tools/visual/capture/browser/index';
import '../tools/visual/capture/browser/freeze.css';

interface StoryTestContext {
  story?: { id: string; parameters: Record<string, unknown> };
}

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
