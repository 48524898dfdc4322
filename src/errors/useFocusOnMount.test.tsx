import { act, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { setupTestRoot } from '../testing/testRoot';
import { NotFoundPage } from './pages/NotFoundPage';
import { useFocusOnMount } from './useFocusOnMount';

const dom = setupTestRoot();

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

const heading = () => dom.container().querySelector('h1');
const elsewhere = () => dom.container().querySelector('button')!;

describe('useFocusOnMount', () => {
  it('leaves focus alone when not asked', () => {
    act(() => dom.root().render(<Target trigger={false} />));
    expect(document.activeElement).not.toBe(heading());
  });

  it('focuses on mount, and again when a truthy trigger changes', () => {
    act(() => dom.root().render(<Target trigger="/a" />));
    expect(document.activeElement).toBe(heading());
    elsewhere().focus();
    act(() => dom.root().render(<Target trigger="/a" />));
    expect(document.activeElement).toBe(elsewhere());
    act(() => dom.root().render(<Target trigger="/b" />));
    expect(document.activeElement).toBe(heading());
  });

  it('is what the pages use for focusHeading', () => {
    act(() => dom.root().render(<NotFoundPage focusHeading documentTitle={false} />));
    expect(document.activeElement).toBe(heading());
  });
});
