/**
 * Docs-page parameters for stories that render a whole page (with its own `<main>`): on a docs
 * page each story renders in a frame of its own, so the docs page does not get several `main`
 * landmarks (one per story), and each frame is a page of its own, as in the app.
 * @example parameters: { storyRootPadding: false, ...fullPageDocs }
 */
export const fullPageDocs = { docs: { story: { inline: false, height: '560px' } } } as const;

/** {@link fullPageDocs} for a page taller than its frame's default 560 px. */
export const fullPageDocsOfHeight = (height: string) => ({ docs: { story: { inline: false, height } } }) as const;
