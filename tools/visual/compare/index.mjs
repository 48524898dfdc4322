// The compare room: strict pixel comparison, the line diff of spoken records, the changed regions and their kinds, and whether this
// machine's renderer (OS, fonts, Chromium major) can be compared with the baselines' at all.
export { hashOf, pngSize, comparePng, paintedPng, solidPng } from './png.mjs';
export { comparePngOffThread } from './off-thread.mjs';
export { makeDiffOnRequest } from './diff-on-request.mjs';
export { changedRegions, movedBy, movedAlong, isRecoloured } from './regions.mjs';
export { changeKindNames, changeKindLabels, changeKinds } from './change-kinds.mjs';
export { lineDiff, linesOf } from './spoken-diff.mjs';
export { probedFamilies, osFamilyOf, measureRenderer, rendererDifferences, notComparedMessage, forcedComparison } from './renderer.mjs';
export {
  skippedComparison,
  rendererGate,
  gateVerdict,
  notComparedReason,
  notComparedNotice,
  measuredRenderer,
  resetRendererGate,
} from './renderer-gate.mjs';
export {
  recordFile,
  majorOf,
  runningMajor,
  recordedMajor,
  recordMajor,
  recordedRenderer,
  recordRenderer,
  runRendererFile,
  recordAcceptedRenderer,
  browserNote,
} from './browser.mjs';
export { notComparedVerdict, notComparedWhy } from './not-compared.mjs';
