import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationErrorBoundary } from './ApplicationErrorBoundary';

// React's act() environment flag, so updates flush inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container, { onCaughtError: () => {} });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** Throws while `shouldThrow()` is true. */
function Bomb({ shouldThrow }: { shouldThrow: () => boolean }) {
  if (shouldThrow()) throw new Error('boom');
  return <p>All good</p>;
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;

describe('ApplicationErrorBoundary', () => {
  it('shows the application-error page and reports the error once', () => {
    const onError = vi.fn();
    act(() =>
      root.render(
        <ApplicationErrorBoundary onError={onError} reload={vi.fn()}>
          <Bomb shouldThrow={() => true} />
        </ApplicationErrorBoundary>,
      ),
    );
    expect(container.querySelector('h1')?.textContent).toBe(
      'Application error: a client-side exception has occurred (see the browser console for more information).',
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toEqual(new Error('boom'));
  });

  it('"Try again" renders the children again', () => {
    let broken = true;
    const onReset = vi.fn();
    act(() =>
      root.render(
        <ApplicationErrorBoundary onError={vi.fn()} reload={vi.fn()} onReset={onReset}>
          <Bomb shouldThrow={() => broken} />
        </ApplicationErrorBoundary>,
      ),
    );
    broken = false;
    act(() => button('Try again')!.click());
    expect(container.textContent).toBe('All good');
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('"Reload" calls the injected function and nothing else', () => {
    const reload = vi.fn();
    act(() =>
      root.render(
        <ApplicationErrorBoundary onError={vi.fn()} reload={reload}>
          <Bomb shouldThrow={() => true} />
        </ApplicationErrorBoundary>,
      ),
    );
    act(() => button('Reload the page')!.click());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h1')).not.toBeNull();
  });

  it('reports to the console by default', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() =>
      root.render(
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
      root.render(
        <ApplicationErrorBoundary onError={vi.fn()} reload={vi.fn()}>
          <Bomb shouldThrow={() => true} />
        </ApplicationErrorBoundary>,
      ),
    );
    expect(document.activeElement).toBe(container.querySelector('h1'));
  });

  it('resets by itself when a reset key changes', () => {
    let broken = true;
    const render = (key: number) =>
      act(() =>
        root.render(
          <ApplicationErrorBoundary onError={vi.fn()} reload={vi.fn()} resetKeys={[key]}>
            <Bomb shouldThrow={() => broken} />
          </ApplicationErrorBoundary>,
        ),
      );
    render(0);
    broken = false;
    render(0);
    expect(container.querySelector('h1')).not.toBeNull();
    render(1);
    expect(container.textContent).toBe('All good');
  });
});
