// @vitest-environment node
// A round that changed only what a screen reader says: counted apart from its shots, and said in the
// status line of the watch's page and terminal.
import { describe, expect, it } from 'vitest';
import { statusText } from './live-page.mjs';
import { roundCounts } from './round-counts.mjs';

const entry = (cell: string, status: string) => ({ storyId: 'layout-stack--announces', cell, status });

describe('a round’s counts', () => {
  it('counts spoken records apart from the shots', () => {
    const entries = [
      entry('light-ltr-desktop', 'unchanged'),
      entry('dark-rtl-mobile', 'changed'),
      entry('light-rtl-mobile', 'new'),
      entry('spoken-ltr', 'changed'),
      entry('spoken-rtl', 'new'),
      entry('spoken-ltr', 'missing'),
      entry('spoken-rtl', 'skipped'),
    ];
    expect(roundCounts(entries)).toEqual({ shots: 3, changedShots: 2, newShots: 1, spoken: { records: 3, changed: 2, new: 1 } });
  });

  it('a save that changed only what is spoken says so in the status line, though no shot changed', () => {
    const entries = [entry('light-ltr-desktop', 'unchanged'), entry('dark-rtl-mobile', 'unchanged'), entry('spoken-ltr', 'changed'), entry('spoken-rtl', 'unchanged')];
    const lastRound = { round: 3, changed: ['src/i18n/messages.ts'], stories: 1, files: 1, ...roundCounts(entries), failed: 0, errors: [], seconds: 1.5 };
    expect(statusText({ phase: 'idle', lastRound })).toBe('Round 3 (src/i18n/messages.ts): 1 stories re-shot, 2 shots: 0 changed, 0 new, 0 not shot; 2 spoken records: 1 changed, 0 new — 1.5 s');
    // A round without records reads as it always did.
    const withoutSpoken: Partial<typeof lastRound> = { ...lastRound };
    delete withoutSpoken.spoken;
    expect(statusText({ phase: 'idle', lastRound: withoutSpoken })).toBe('Round 3 (src/i18n/messages.ts): 1 stories re-shot, 2 shots: 0 changed, 0 new, 0 not shot — 1.5 s');
  });
});
