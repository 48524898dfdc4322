// The watch room: the warm review loop of `npm run visual:watch` — the round queue, the story
// selection of a round, what it counts (shots and spoken records), the live review server, and the loop that ties them to one running Vitest.
export { createRoundQueue } from './queue.mjs';
export { selectRound } from './select.mjs';
export { startLiveServer } from './live-server.mjs';
export { liveAdditions, statusText } from './live-page.mjs';
export { startWatch, isWatchedSource } from './loop.mjs';
export { roundCounts } from './round-counts.mjs';
