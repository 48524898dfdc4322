// The capture room, browser half: runs inside each story's test (.storybook/vitest.setup.ts), switches
// the still-mounted story through its cells of the matrix and asks the Node half to shoot each.
// Storybook's preview imports ./ModeAwareStoryRoot (the StoryRoot whose theme and direction the loop
// switches) and ./override by file, not through this index: the index brings vitest/browser along,
// which only the test browser has, and the preview decides when StoryRoot's stylesheet loads.
export { checksOn, expectRootIn, failureMessage, recordSkipped, renderedProps, shootStory, shotsOn } from './loop';
export type { ShootOptions, ShotRequest, ShotResult, StoryShots } from './loop';
export { setModeOverride, useModeOverride } from './override';
export { maxItemsRead, readFromStartToEnd, recordSpokenSkipped, recordSpokenStory, spokenCellsOf, spokenFailures, spokenListen, spokenRecordText, spokenStop, spokenStoryRoot } from './spoken';
export type { SpokenCell, SpokenRequest, SpokenResult } from './spoken';
export { spokenLine, spokenRecord } from './spokenText';
export { tokensRead, widenedSelector } from './tokensRead';
export type { ModeOverride } from './override';
