import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutPropValues } from '../../src/layout/internal/props';
import { breakpoints } from '../../src/tokens/space';
import { Box } from '../../src/layout/Box';
import { Stack } from '../../src/layout/Stack';
import { tokenPx } from '../support/geometry';
import { spaceControl, valuesControl } from '../support/controls';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: '4', background: 'surface', radius: '2', border: true, children: 'A box of tokens' },
  argTypes: {
    padding: spaceControl({ extra: ['1.1rem'] }),
    paddingInline: spaceControl({ optional: true }),
    paddingBlock: spaceControl({ optional: true }),
    background: valuesControl('boxBackground', { optional: true }),
    radius: valuesControl('boxRadius', { optional: true }),
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const paddingOf = (el: Element) => {
  const style = getComputedStyle(el);
  return {
    top: parseFloat(style.paddingTop),
    right: parseFloat(style.paddingRight),
    bottom: parseFloat(style.paddingBottom),
    left: parseFloat(style.paddingLeft),
  };
};

const boxIn = (canvas: HTMLElement) => canvas.querySelector('.gw-story-root > *')!;

export const Playground: Story = {
  // A list tag gets its text as an item, and `li` gets a list around it (the list's own padding
  // removed, as the list primitives do): every `as` the control offers makes valid HTML.
  render: ({ children, ...args }) =>
    args.as === 'ul' || args.as === 'ol' ? (
      <Box {...args}>
        <li>{children}</li>
      </Box>
    ) : args.as === 'li' ? (
      <ul style={{ margin: 0, padding: 0 }}>
        <Box {...args}>{children}</Box>
      </ul>
    ) : (
      <Box {...args}>{children}</Box>
    ),
  play: async ({ canvasElement }) => {
    const px = tokenPx('4');
    await expect(paddingOf(boxIn(canvasElement))).toEqual({ top: px, right: px, bottom: px, left: px });
  },
};

/** `paddingInline` and `paddingBlock` override `padding` on their axis. */
export const AxisPadding: Story = {
  args: { padding: '2', paddingInline: '6', children: 'Wider at the inline ends' },
  play: async ({ canvasElement }) => {
    const [two, six] = [tokenPx('2'), tokenPx('6')];
    await expect(paddingOf(boxIn(canvasElement))).toEqual({ top: two, right: six, bottom: two, left: six });
  },
};

/**
 * Any padding takes a value per breakpoint. Here `paddingBlock` starts at `md` (48em): below it the
 * Box falls back to `padding`, from it the block padding grows.
 */
export const ResponsivePadding: Story = {
  args: { padding: '2', paddingBlock: { md: '7' }, children: 'Taller from 48em' },
  play: async ({ canvasElement }) => {
    const two = tokenPx('2');
    const block = window.matchMedia(`(width >= ${breakpoints.md})`).matches ? tokenPx('7') : two;
    await expect(paddingOf(boxIn(canvasElement))).toEqual({ top: block, right: two, bottom: block, left: two });
  },
};

/** A nested Box does not inherit its parent's padding. */
export const Nested: Story = {
  render: () => (
    <Box padding="6" background="surface" border>
      <Box background="background" border data-inner="">
        Inner box without padding
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const inner = canvasElement.querySelector('[data-inner]')!;
    await expect(paddingOf(inner)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  },
};

export const Backgrounds: Story = {
  render: () => (
    <Stack gap="3">
      <Box padding="3" background="background" border>background</Box>
      <Box padding="3" background="surface" border>surface</Box>
      <Box padding="3" background="accent">accent</Box>
    </Stack>
  ),
};

export const Radii: Story = {
  render: () => (
    <Stack gap="3" align="start">
      {layoutPropValues.boxRadius.map((radius) => (
        <Box key={radius} padding="3" paddingInline="5" background="surface" border radius={radius}>
          radius {radius}
        </Box>
      ))}
    </Stack>
  ),
};

/** Unknown values from untyped callers fall back to no styling instead of breaking the box. */
export const BadInput: Story = {
  args: { background: 'purple' as never, radius: 'huge' as never, padding: '', children: 'Still a box' },
  play: async ({ canvasElement }) => {
    const box = boxIn(canvasElement);
    await expect(box).toHaveTextContent('Still a box');
    await expect(box.getAttribute('data-background')).toBeNull();
  },
};
