// The shared room: where the visual tool keeps things (baselines beside the stories, a run's output
// under reports/visual), how a shot's file is named, and how its CLIs read their arguments. Every other room may import it; it imports none.
export {
  repoRoot,
  defaultOutDir,
  outDirFor,
  runOutDir,
  setRunOutDir,
  baselineDirFor,
  shotFileName,
  spokenCellNames,
  isSpokenCell,
  spokenFileName,
  recordFileName,
  parseShotFileName,
  insideReports,
  relative,
  runRecords,
} from './paths.mjs';
export { readCommandLine } from './commandLine.mjs';
export { readTokenUsage, recordStoryReads, recordTokenReads, sourceFingerprint, storyReads, tokenReads, tokenUsageDir, writeTokenUsage } from './token-usage.mjs';
export { escapeHtml } from './html.mjs';
