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
    expect(element.style.color).toBe('red');
    expect(element.dataset.testid).toBe('under-test');
    expect(element.getAttribute('aria-describedby')).toBe('help');
  });
});

describe('token values render with no style attribute (strict CSP)', () => {
  it('keeps static HTML free of style="" when every value is a token', () => {
    act(() =>
      dom.root().render(
        <Stack gap={{ initial: '2', md: '6' }} align={{ initial: 'start', lg: 'center' }}>
          <Cluster gap="3" rowGap="1" justify="between" />
          <Grid columns={{ initial: 1, md: 3 }} gap="4" />
          <Box padding="4" paddingInline="5" />
          <Bleed inline="4" />
          <Cover gap="5" padding="4" />
        </Stack>,
      ),
    );
    expect(dom.container().querySelectorAll('[style]')).toHaveLength(0);
    expect(dom.container().firstElementChild!.getAttribute('data-gap')).toBe('2 md:6');
    expect(dom.container().firstElementChild!.getAttribute('data-align')).toBe('start lg:center');
  });

  it('puts a CSS length in a custom property, marked custom', () => {
    act(() => dom.root().render(<Stack gap={{ initial: '13px', md: '4' }} />));
    const stack = dom.container().firstElementChild as HTMLElement;
    expect(stack.getAttribute('data-gap')).toBe('custom md:4');
    expect(stack.style.getPropertyValue('--gw-gap-initial')).toBe('13px');
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
