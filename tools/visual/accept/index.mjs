// The accept room: which shots a reviewer means (filters), the hash-checked plan that makes them the
// baselines, the reviewer's decisions kept beside a report, and undo. The CLI (`npm run
// visual:accept`) and the review page's server both accept through acceptReport.
export { checkManifest, notShotMessage, planAccept, applyAccept } from './accept-plan.mjs';
export { loadManifest, acceptReport } from './accept-report.mjs';
export { decisionsFile, readDecisions, recordDecisions, rejectedKeys } from './decisions.mjs';
export { cellAxes, shotKey, componentOf, filterFlags, isFiltered, matchesFilter, checkFilter } from './shot-filter.mjs';
export { undoJournal, readUndoSteps, prepareUndo, undoAccept } from './undo.mjs';
export { baselineIsAccepted, rejectShots, honestDecisions } from './reject.mjs';
export { commitsHint } from './commits-hint.mjs';
