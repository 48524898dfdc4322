// Unit-test support (happy-dom): a fresh React root in the document for each test, unmounted
// after it. Not part of the library build.
import { act } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React's act() environment flag, so updates flush inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Registers beforeEach/afterEach hooks and returns accessors for the current test's root and
 * its container element.
 */
export function setupTestRoot(options?: RootOptions) {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container, options);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { root: () => root, container: () => container };
}
