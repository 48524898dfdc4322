// The review room: the one-file review page of a report folder and the local server of
// `npm run visual:review` that adds accept, reject and undo to it (through the accept room).
// ./review-fixture.mjs (a synthetic report for the page's tests and benches) is imported by file.
export { reviewShots, renderReviewPage } from './review-page.mjs';
export { startReviewServer, shownDir } from './review-server.mjs';
