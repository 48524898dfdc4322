import { act, createRef, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { setupTestRoot } from '../testing/testRoot';
import { Bleed, Box, Center, Cluster, Cover, Divider, Frame, Grid, Sidebar, Stack, Switcher, VisuallyHidden } from '../index';

const dom = setupTestRoot();

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
      dom.root().render(
        <Primitive ref={ref} className="mine" style={{ color: 'red' }} id="the-id" data-testid="under-test" aria-describedby="help" />,
      ),
    );
    const element = dom.container().querySelector<HTMLElement>('#the-id')!;
    expect(element).not.toBeNull();
    expect(ref.current).toBe(element);
    expect(element.classList).toContain('mine');
    expect(element.classList.length).toBeGreaterThan(1);
    expect(element.classList).not.toContain('undefined');
    expect(element.style.color).toBe('red');
    expect(element.dataset.testid).toBe('under-test');
    expect(element.getAttribute('aria-describedby')).toBe('help');
  });
});

describe('layout props become custom properties', () => {
  it('renders defaults with no style attribute at all', () => {
    act(() =>
      dom.root().render(
        <Stack>
          <Cluster />
          <Grid />
          <Box />
          <Bleed />
          <Cover />
        </Stack>,
      ),
    );
    expect(dom.container().querySelectorAll('[style]')).toHaveLength(0);
  });

  it('writes tokens as the space custom properties, a responsive value as breakpoint switch terms', () => {
    act(() => dom.root().render(<Stack gap={{ initial: '13px', md: '4' }} align="center" />));
    const stack = dom.container().firstElementChild as HTMLElement;
    // Compared without whitespace: DOM implementations differ in how they serialise it.
    expect(stack.style.getPropertyValue('--gw-gap').replace(/\s/g, '')).toBe(
      'var(--gw-bp-initial,13px)var(--gw-bp-sm,13px)var(--gw-bp-md,var(--gw-space-4))var(--gw-bp-lg,var(--gw-space-4))',
    );
    expect(stack.style.getPropertyValue('--gw-align')).toBe('center');
  });
});

describe('as', () => {
  it('renders the semantic tag asked for, with list role for lists', () => {
    act(() =>
      dom.root().render(
        <>
          <Stack as="ul" />
          <Cluster as="nav" />
          <Grid as="ol" />
          <Center as="main" />
          <VisuallyHidden as="h2" />
        </>,
      ),
    );
    expect([...dom.container().children].map((el) => el.tagName.toLowerCase())).toEqual(['ul', 'nav', 'ol', 'main', 'h2']);
    expect(dom.container().querySelector('ul')!.getAttribute('role')).toBe('list');
  });
});
