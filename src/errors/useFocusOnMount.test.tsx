import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from './pages/NotFoundPage';
import { useFocusOnMount } from './useFocusOnMount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function Target({ trigger }: { trigger: unknown }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(ref, trigger);
  return (
    <>
      <h1 ref={ref} tabIndex={-1}>
        Heading
      </h1>
      <button type="button">Elsewhere</button>
    </>
  );
}

const heading = () => container.querySelector('h1');
const elsewhere = () => container.querySelector('button')!;

describe('useFocusOnMount', () => {
  it('leaves focus alone when not asked', () => {
    act(() => root.render(<Target trigger={false} />));
    expect(document.activeElement).not.toBe(heading());
  });

  it('focuses on mount, and again when a truthy trigger changes', () => {
    act(() => root.render(<Target trigger="/a" />));
    expect(document.activeElement).toBe(heading());
    elsewhere().focus();
    act(() => root.render(<Target trigger="/a" />));
    expect(document.activeElement).toBe(elsewhere());
    act(() => root.render(<Target trigger="/b" />));
    expect(document.activeElement).toBe(heading());
  });

  it('is what the pages use for focusHeading', () => {
    act(() => root.render(<NotFoundPage focusHeading documentTitle={false} />));
    expect(document.activeElement).toBe(heading());
  });
});
