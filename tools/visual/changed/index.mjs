// The changed room: which story files a change needs shot again (`npm run visual:changed`): Vitest's
// module graph for most files, and for src/tokens/tokens.css only the stories that read a changed token;
// story by story where the record allows it (`npm test -- --changed`).
export { tokensFile, changedFiles, committedTokens, readSources, storyFiles } from './changed-sources.mjs';
export { listRelatedStoryFiles, storyDependencies } from './related-stories.mjs';
export { classFreeSelectors, selectStories, storyExportCount, testNamePattern } from './story-selection.mjs';
export { dynamicTokenFamilies, declarations, varRefs, tokenChanges, tokenImpact, storiesByRenderedUsage } from './token-impact.mjs';
