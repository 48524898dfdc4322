/**
 * The screenshot loop's way of switching a mounted story's theme and direction without
 * remounting it. The preview decorator reads this store; when it holds a value, that value wins
 * over the toolbar globals. Outside the visual tests it is always empty, so the decorator behaves
 * exactly as before (globals → story root).
 */
import { useSyncExternalStore } from 'react';
import type { Direction, Theme } from '../../../../.storybook/globals';

export interface ModeOverride {
  theme: Theme;
  direction: Direction;
}

let current: ModeOverride | undefined;
const listeners = new Set<() => void>();

/** Sets (or with `undefined` clears) the override and re-renders every mounted story root. */
export function setModeOverride(next: ModeOverride | undefined): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The override in effect, re-rendering the caller when it changes. */
export function useModeOverride(): ModeOverride | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
