// What one run of the engines lane checks. The whole gate checks everything; a change-scoped run
// (`npm test -- --changed`, scripts/changed/) names the parts its change can affect and, for the
// built Storybook, the stories it selected.
import type { StoryEntry } from '../support/storyOutcomes';

/** The lane's parts: the built app under its host, the dev server's hydration overlay, the built Storybook's stories. */
export type EnginesPart = 'app' | 'overlay' | 'stories';
const allParts: EnginesPart[] = ['app', 'overlay', 'stories'];

/** GW_ENGINES_PARTS (comma-separated), every part when unset; an unknown name is an error, not a silent omission. */
export function enginesParts(value = process.env.GW_ENGINES_PARTS): Set<EnginesPart> {
  if (value === undefined) return new Set(allParts);
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !allParts.includes(name as EnginesPart));
  if (unknown.length > 0) throw new Error(`GW_ENGINES_PARTS names ${unknown.join(', ')}; the parts are ${allParts.join(', ')}`);
  return new Set(names as EnginesPart[]);
}

/**
 * The stories to check: GW_ENGINES_STORIES, JSON `{ files: [story files run whole], ids: [single stories] }`
 * as the change-scoped run selected them; every story when unset.
 */
export function scopedStories(entries: StoryEntry[], value = process.env.GW_ENGINES_STORIES): StoryEntry[] {
  if (!value) return entries;
  const { files = [], ids = [] } = JSON.parse(value) as { files?: string[]; ids?: string[] };
  const wholeFiles = new Set(files.map((file) => file.replace(/^\.\//, '')));
  const single = new Set(ids);
  return entries.filter((entry) => single.has(entry.id) || wholeFiles.has((entry.importPath ?? '').replace(/^\.\//, '')));
}
