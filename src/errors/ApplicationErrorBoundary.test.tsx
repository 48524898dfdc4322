import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupTestRoot } from '../testing/testRoot';
import { ApplicationErrorBoundary } from './ApplicationErrorBoundary';

const dom = setupTestRoot({ onCaughtError: () => {} });

/** Throws while `shouldThrow()` is true. */
function Bomb({ shouldThrow }: { shouldThrow: () => boolean }) {
  if (shouldThrow()) throw new Error('boom');
  return <p>All good</p>;
}

const button = (name: string) =>
  [...dom.container().querySelectorAll('button')].find((b) => b.textContent === name) ?? null;

describe('ApplicationErrorBoundary', () => {
  it('shows the application-error page and reports the error once', () => {
    const onError = vi.fn();
    act(() =>
      dom.root().render(
        <ApplicationErrorBoundary onError={onError} reload={vi.fn()}>
          <Bomb shouldThrow={() => true} />
        </ApplicationErrorBoundary>,
      ),
    );
    expect(dom.container().querySelector('h1')?.textContent).toBe(
      'Application error: a client-side exception has occurred (see the browser console for more information).',
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toEqual(new Error('boom'));
  });

  it('"Try again" renders the children again', () => {
    let broken = true;
    const onReset = vi.fn();
    act(() =>
      dom.root().render(
        <ApplicationErrorBoundary onError={vi.fn()} reload={vi.fn()} onReset={onReset}>
          <Bomb shouldThrow={() => broken} />
        </ApplicationErrorBoundary>,
      ),
    );
    broken = false;
    act(() => button('Try again')!.click());
    expect(dom.container().textContent).toBe('All good');
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('"Reload" calls the injected function and nothing else', () => {
    const reload = vi.fn();
    act(() =>
      dom.root().render(
        <ApplicationErrorBoundary onError={vi.fn()} reload={reload}>
          <Bomb shouldThrow={() => true} />
        </ApplicationErrorBoundary>,
      ),
    );
    act(() => button('Reload the page')!.click());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(dom.container().querySelector('h1')).not.toBeNull();
  });

  it('reports to the console by default', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() =>
      dom.root().render(
        <ApplicationErrorBoundary reload={vi.fn()}>
          <Bomb shouldThrow={() => true} />
        </ApplicationErrorBoundary>,
      ),
    );
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]).toContainEqual(new Error('boom'));
    consoleError.mockRestore();
  });

  it('moves focus to the heading of the page it shows', () => {
    act(() =>
      dom.root().render(
        <ApplicationErrorBoundary onError={vi.fn()} reload={vi.fn()}>
          <Bomb shouldThrow={() => true} />
        </ApplicationErrorBoundary>,
      ),
    );
    expect(document.activeElement).toBe(dom.container().querySelector('h1'));
  });

  it('resets by itself when a reset key changes', () => {
    let broken = true;
    const render = (key: number) =>
      act(() =>
        dom.root().render(
          <ApplicationErrorBoundary onError={vi.fn()} reload={vi.fn()} resetKeys={[key]}>
            <Bomb shouldThrow={() => broken} />
          </ApplicationErrorBoundary>,
        ),
      );
    render(0);
    broken = false;
    render(0);
    expect(dom.container().querySelector('h1')).not.toBeNull();
    render(1);
    expect(dom.container().textContent).toBe('All good');
  });
});
