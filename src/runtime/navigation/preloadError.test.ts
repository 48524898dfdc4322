import { describe, expect, it, vi } from 'vitest';
import { continueWithoutStylesheets, handlePreloadErrors, type VitePreloadErrorEvent } from './preloadError';
import type { LoadRecovery } from './recovery';

/** Vite's event as its preload helper dispatches it: cancelable, the failure as `payload`. */
function preloadError(target: EventTarget, payload: unknown) {
  const event: VitePreloadErrorEvent = new Event('vite:preloadError', { cancelable: true });
  event.payload = payload;
  target.dispatchEvent(event);
  return event;
}

describe('handlePreloadErrors', () => {
  const setup = (outcome: ReturnType<LoadRecovery['reloadTo']>) => {
    const target = new EventTarget() as unknown as Window;
    const recovery: LoadRecovery = { reloadTo: vi.fn(() => outcome), navigate: vi.fn(() => true) };
    const stop = handlePreloadErrors(target, recovery);
    return { target, recovery, stop };
  };

  it('a chunk that did not load: one guarded reload, the import waits for it', () => {
    const { target, recovery } = setup('reloading');
    expect(preloadError(target, new TypeError('Failed to fetch dynamically imported module: /assets/x.js')).defaultPrevented).toBe(true);
    expect(recovery.reloadTo).toHaveBeenCalledTimes(1);
  });

  it('the guard gave up: the import fails, for the page that awaited it to show', () => {
    const { target } = setup('gave-up');
    expect(preloadError(target, new TypeError('Failed to fetch dynamically imported module: /assets/x.js')).defaultPrevented).toBe(false);
  });

  it('a stylesheet that did not load: no reload, the import goes on without it', () => {
    const { target, recovery } = setup('reloading');
    const failure = new Error('Unable to preload CSS for http://app.test/assets/afterFirstRender-x.css');
    expect(preloadError(target, failure).defaultPrevented).toBe(true);
    expect(recovery.reloadTo).not.toHaveBeenCalled();
  });

  it('stops listening when told', () => {
    const { target, recovery, stop } = setup('reloading');
    stop();
    preloadError(target, new Error('x'));
    expect(recovery.reloadTo).not.toHaveBeenCalled();
  });
});

describe('continueWithoutStylesheets', () => {
  it('a stylesheet that did not load: the import goes on without it; a script chunk: the import fails for the code that awaited it (a prefetch fails silently)', () => {
    const target = new EventTarget() as unknown as Window;
    const stop = continueWithoutStylesheets(target);
    expect(preloadError(target, new Error('Unable to preload CSS for /assets/x.css')).defaultPrevented).toBe(true);
    expect(preloadError(target, new TypeError('Failed to fetch dynamically imported module: /assets/x.js')).defaultPrevented).toBe(false);
    stop();
    expect(preloadError(target, new Error('Unable to preload CSS for /assets/x.css')).defaultPrevented).toBe(false);
  });
});
