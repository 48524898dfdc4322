import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Bleed } from '../../src/layout/Bleed';
import { Box } from '../../src/layout/Box';
import { Stack } from '../../src/layout/Stack';
import { Placeholder } from '../support/Placeholder';
import { inlineEdgesIn, tokenPx } from '../support/geometry';
import { spaceControl, tagControl } from '../support/controls';

const meta = {
  title: 'Layout/Bleed',
  component: Bleed,
  args: { inline: '5' },
  argTypes: {
    inline: spaceControl({ optional: true }),
    block: spaceControl({ optional: true }),
    inlineStart: spaceControl({ optional: true }),
    inlineEnd: spaceControl({ optional: true }),
    blockStart: spaceControl({ optional: true }),
    blockEnd: spaceControl({ optional: true }),
    // Not `li`, which Bleed also takes: in this card it would be a list item outside a list.
    as: tagControl(['blockTag'], { extra: ['figure'] }),
  },
  // The padded card sits in a padded root, so a bleed never reaches the edge of the frame.
  parameters: { storyRootPadding: true },
  render: (args) => (
    <Box padding="5" border radius="2" data-card="">
      <Stack gap="3">
        <Placeholder label="Card content, inside the padding" />
        <Bleed {...args} data-testid="bleed">
          <Placeholder label="Bleeds into the padding" />
        </Bleed>
        <Placeholder label="More content" />
      </Stack>
    </Box>
  ),
} satisfies Meta<typeof Bleed>;

export default meta;
type Story = StoryObj<typeof meta>;

const rects = (root: HTMLElement) => ({
  card: root.querySelector('[data-card]')!.getBoundingClientRect(),
  content: within(root).getAllByTestId('item')[0]!.getBoundingClientRect(),
  bleed: within(root).getByTestId('bleed').getBoundingClientRect(),
});
/** The content's and the bleed's inline edges in the direction the story is shown in. */
const inlineRects = (root: HTMLElement, direction: unknown) => {
  const { content, bleed } = rects(root);
  const edges = inlineEdgesIn(direction);
  return { content: edges(content), bleed: edges(bleed) };
};

/** `inline="5"` in a card padded by 5: the bleed reaches the card's inline edges exactly. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const { card, content, bleed } = rects(canvasElement);
    const border = 1;
    await expect(content.left - bleed.left).toBeCloseTo(tokenPx('5'), 0);
    await expect(bleed.right - content.right).toBeCloseTo(tokenPx('5'), 0);
    await expect(bleed.left).toBeCloseTo(card.left + border, 0);
    await expect(bleed.right).toBeCloseTo(card.right - border, 0);
  },
};

/** One side only: `inlineStart` extends at the start edge and leaves the end alone. */
export const InlineStartOnly: Story = {
  args: { inline: undefined, inlineStart: '3' },
  play: async ({ canvasElement, globals }) => {
    const { content, bleed } = inlineRects(canvasElement, globals.direction);
    await expect(content.start - bleed.start).toBeCloseTo(tokenPx('3'), 0);
    await expect(bleed.end).toBeCloseTo(content.end, 0);
  },
};

/** In rtl the same `inlineStart` extends at the right: the bleed mirrors. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { inline: undefined, inlineStart: '3' },
  play: async ({ canvasElement, globals }) => {
    // In the story's direction: in rtl this fails unless the bleed extends at the right.
    const { content, bleed } = inlineRects(canvasElement, globals.direction);
    await expect(content.start - bleed.start).toBeCloseTo(tokenPx('3'), 0);
    await expect(bleed.end).toBeCloseTo(content.end, 0);
  },
};

/** `block` pulls into the space above and below by the token (here into the Stack's gap). */
export const Block: Story = {
  args: { inline: undefined, block: '2' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByTestId('item').map((el) => el.getBoundingClientRect());
    const bleed = within(canvasElement).getByTestId('bleed').getBoundingClientRect();
    await expect(bleed.top - items[0]!.bottom).toBeCloseTo(tokenPx('3') - tokenPx('2'), 0);
    await expect(items[2]!.top - bleed.bottom).toBeCloseTo(tokenPx('3') - tokenPx('2'), 0);
  },
};

/** A side prop overrides its axis: `inline="5"` with `inlineEnd="0"`. */
export const SideOverridesAxis: Story = {
  args: { inline: '5', inlineEnd: '0' },
  play: async ({ canvasElement, globals }) => {
    const { content, bleed } = inlineRects(canvasElement, globals.direction);
    await expect(content.start - bleed.start).toBeCloseTo(tokenPx('5'), 0);
    await expect(bleed.end).toBeCloseTo(content.end, 0);
  },
};

/** Any CSS length works as an escape hatch. */
export const CustomLength: Story = {
  args: { inline: '10px' },
  play: async ({ canvasElement }) => {
    const { content, bleed } = rects(canvasElement);
    await expect(content.left - bleed.left).toBeCloseTo(10, 0);
    await expect(bleed.right - content.right).toBeCloseTo(10, 0);
  },
};

/** With no props it is a plain block: no bleed at all. */
export const NoBleed: Story = {
  args: { inline: undefined },
  play: async ({ canvasElement }) => {
    const { content, bleed } = rects(canvasElement);
    await expect(bleed.left).toBeCloseTo(content.left, 0);
    await expect(bleed.right).toBeCloseTo(content.right, 0);
  },
};

/** No children renders an empty element of no height, not an error. */
export const NoChildren: Story = {
  render: (args) => (
    <Box padding="5" border>
      <Bleed {...args} data-testid="bleed" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bleed').getBoundingClientRect().height).toBe(0);
  },
};

/** A `null` child renders nothing; the bleed still reaches the card's edges. */
export const NullChild: Story = {
  render: (args) => (
    <Box padding="5" border data-card="">
      <Bleed {...args} data-testid="bleed">
        {null}
        <Placeholder label="Only child" />
        {false}
      </Bleed>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-card]')!.getBoundingClientRect();
    const bleed = within(canvasElement).getByTestId('bleed').getBoundingClientRect();
    const item = within(canvasElement).getByTestId('item').getBoundingClientRect();
    await expect(bleed.left).toBeCloseTo(card.left + 1, 0);
    await expect(item.left).toBeCloseTo(bleed.left, 0);
    await expect(item.top).toBeCloseTo(bleed.top, 0);
  },
};
