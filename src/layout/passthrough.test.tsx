import { act, createRef, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Bleed, Box, Center, Cluster, Cover, Divider, Frame, Grid, Sidebar, Stack, Switcher, VisuallyHidden } from '../index';

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

// Divider is an `hr` (no children); every other primitive renders the element the props go to.
const primitives: [string, ComponentType<Record<string, unknown>>][] = Object.entries({
  Box,
  Stack,
  Cluster,
  Grid,
  Sidebar,
  Switcher,
  Center,
  Cover,
  Frame,
  Bleed,
  Divider,
  VisuallyHidden,
}) as never;

describe('every primitive passes through ref, className, style, id, data-* and aria-*', () => {
  it.each(primitives)('%s', (_, Primitive) => {
    const ref = createRef<HTMLElement>();
    act(() =>
      root.render(
        <Primitive ref={ref} className="mine" style={{ color: 'red' }} id="the-id" data-testid="under-test" aria-describedby="help" />,
      ),
    );
    const element = container.querySelector<HTMLElement>('#the-id')!;
    expect(element).not.toBeNull();
    expect(ref.current).toBe(element);
    expect(element.classList).toContain('mine');
    expect(element.classList.length).toBeGreaterThan(1);
    expect(element.style.color).toBe('red');
    expect(element.dataset.testid).toBe('under-test');
    expect(element.getAttribute('aria-describedby')).toBe('help');
  });
});

describe('token values render with no style attribute (strict CSP)', () => {
  it('keeps static HTML free of style="" when every value is a token', () => {
    act(() =>
      root.render(
        <Stack gap={{ initial: '2', md: '6' }} align={{ initial: 'start', lg: 'center' }}>
          <Cluster gap="3" rowGap="1" justify="between" />
          <Grid columns={{ initial: 1, md: 3 }} gap="4" />
          <Box padding="4" paddingInline="5" />
          <Bleed inline="4" />
          <Cover gap="5" padding="4" />
        </Stack>,
      ),
    );
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    expect(container.firstElementChild!.getAttribute('data-gap')).toBe('2 md:6');
    expect(container.firstElementChild!.getAttribute('data-align')).toBe('start lg:center');
  });

  it('puts a CSS length in a custom property, marked custom', () => {
    act(() => root.render(<Stack gap={{ initial: '13px', md: '4' }} />));
    const stack = container.firstElementChild as HTMLElement;
    expect(stack.getAttribute('data-gap')).toBe('custom md:4');
    expect(stack.style.getPropertyValue('--gw-gap-initial')).toBe('13px');
  });
});

describe('as', () => {
  it('renders the semantic tag asked for, with list role for lists', () => {
    act(() =>
      root.render(
        <>
          <Stack as="ul" />
          <Cluster as="nav" />
          <Grid as="ol" />
          <Center as="main" />
          <VisuallyHidden as="h2" />
        </>,
      ),
    );
    expect([...container.children].map((el) => el.tagName.toLowerCase())).toEqual(['ul', 'nav', 'ol', 'main', 'h2']);
    expect(container.querySelector('ul')!.getAttribute('role')).toBe('list');
  });
});
