import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupTestRoot } from '../../testing/testRoot';
import { RoutesBoundary } from './RoutesBoundary';

const dom = setupTestRoot({ onCaughtError: () => {} });

/** Throws while `shouldThrow()` is true. */
function Bomb({ shouldThrow }: { shouldThrow: () => boolean }) {
  if (shouldThrow()) throw new Error('boom');
  return <p>All good</p>;
}

function renderBoundary(resetKey: string, shouldThrow: () => boolean, handlers: { onError?: () => void; onReset?: () => void } = {}) {
  act(() =>
    dom.root().render(
      <RoutesBoundary
        resetKey={resetKey}
        onError={handlers.onError ?? vi.fn()}
        onReset={handlers.onReset ?? vi.fn()}
        fallback={(error, reset) => (
          <button type="button" onClick={reset}>
            {(error as Error).message}: try again
          </button>
        )}
      >
        <Bomb shouldThrow={shouldThrow} />
      </RoutesBoundary>,
    ),
  );
}

const text = () => dom.container().textContent;

describe('RoutesBoundary', () => {
  it('shows the fallback with the error and reports it once', () => {
    const onError = vi.fn();
    renderBoundary('/', () => true, { onError });
    expect(text()).toBe('boom: try again');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toEqual(new Error('boom'));
  });

  it('reset calls onReset and renders the children again', () => {
    let broken = true;
    const onReset = vi.fn();
    renderBoundary('/', () => broken, { onReset });
    broken = false;
    act(() => dom.container().querySelector('button')!.click());
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(text()).toBe('All good');
  });

  it('a new reset key after an error (a navigation) resets it, with onReset', () => {
    let broken = true;
    const onReset = vi.fn();
    renderBoundary('/', () => broken, { onReset });
    broken = false;
    renderBoundary('/other', () => broken, { onReset });
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(text()).toBe('All good');
  });

  it('a new reset key without an error leaves the children alone', () => {
    const onReset = vi.fn();
    renderBoundary('/', () => false, { onReset });
    renderBoundary('/other', () => false, { onReset });
    expect(onReset).not.toHaveBeenCalled();
    expect(text()).toBe('All good');
  });
});
