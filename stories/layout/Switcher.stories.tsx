import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Switcher } from '../../src/layout/Switcher';
import { itemTagFor, Placeholder } from '../support/Placeholder';
import { inlineEdgesIn, tokenPx } from '../support/geometry';
import { columnCount, rowCount, setInlineSize } from '../support/resize';
import { spaceControl, tagControl } from '../support/controls';

const meta = {
  title: 'Layout/Switcher',
  component: Switcher,
  args: { threshold: '30rem', gap: '4' },
  argTypes: {
    threshold: { control: 'text' },
    limit: { control: 'select', options: [undefined, 1, 2, 3, 4, 5, 6] },
    gap: spaceControl(),
    as: tagControl(['blockTag', 'listTag']),
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof Switcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (count: number, as: 'div' | 'li' = 'div') =>
  Array.from({ length: count }, (_, i) => <Placeholder key={i} as={as} label={`Option ${i + 1}`} />);
const itemsOf = (root: HTMLElement) => within(root).getAllByTestId('item');
const frameOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-frame]')!;
const threshold = () => 30 * tokenPx('4');

/** A container of a given inline size, so the story shows one side of the threshold. */
const inFrame =
  (width: () => number): Story['render'] =>
  (args) => (
    <div data-frame="" style={{ inlineSize: `${width()}px` }}>
      <Switcher {...args} />
    </div>
  );

/** One row of equal widths, `gap` apart. */
async function expectRow(root: HTMLElement, count: number) {
  const cards = itemsOf(root);
  await expect(rowCount(cards)).toBe(1);
  await expect(columnCount(cards)).toBe(count);
  const widths = new Set(cards.map((el) => Math.round(el.getBoundingClientRect().width)));
  await expect(widths.size).toBe(1);
}

/** One column, every child the full width. */
async function expectColumn(root: HTMLElement, count: number) {
  const cards = itemsOf(root);
  await expect(columnCount(cards)).toBe(1);
  await expect(rowCount(cards)).toBe(count);
}

export const Playground: Story = {
  render: (args) => <Switcher {...args}>{items(3, itemTagFor(args.as))}</Switcher>,
  play: async ({ canvasElement }) => {
    const width = canvasElement.querySelector('.gw-story-root > *')!.getBoundingClientRect().width;
    if (width > threshold()) await expectRow(canvasElement, 3);
    else await expectColumn(canvasElement, 3);
  },
};

/** No props but its items: the documented defaults (`div`, the measure as threshold, gap `'4'`) on screen. */
export const Defaults: Story = {
  render: () => <Switcher>{items(3)}</Switcher>,
  play: async ({ canvasElement, globals }) => {
    const cards = itemsOf(canvasElement).map((el) => el.getBoundingClientRect());
    const inline = cards.map(inlineEdgesIn(globals.direction));
    const gap = rowCount(itemsOf(canvasElement)) === 1 ? inline[1]!.start - inline[0]!.end : cards[1]!.top - cards[0]!.bottom;
    await expect(gap).toBeCloseTo(tokenPx('4'), 0);
  },
};

/** Wider than its threshold: one row. */
export const AboveThreshold: Story = {
  render: inFrame(() => threshold() + 40),
  args: { children: items(3) },
  play: async ({ canvasElement, globals }) => {
    await expectRow(canvasElement, 3);
    const [a, b] = itemsOf(canvasElement).map(inlineEdgesIn(globals.direction));
    await expect(b!.start - a!.end).toBeCloseTo(tokenPx('4'), 0);
  },
};

/** Narrower than its threshold: one column, never two items on one line and one on the next. */
export const BelowThreshold: Story = {
  render: inFrame(() => threshold() - 40),
  args: { children: items(3) },
  play: async ({ canvasElement }) => {
    await expectColumn(canvasElement, 3);
    const [a, b] = itemsOf(canvasElement).map((el) => el.getBoundingClientRect());
    await expect(b!.top - a!.bottom).toBeCloseTo(tokenPx('4'), 0);
  },
};

/**
 * It flips at its own width, not the viewport's: the container is resized from the play function
 * across the threshold and back while the viewport stays wide.
 */
export const FlipsWhenResized: Story = {
  render: inFrame(() => 800),
  args: { children: items(3) },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    setInlineSize(frame, threshold() + 1);
    await expectRow(canvasElement, 3);
    setInlineSize(frame, threshold() - 1);
    await expectColumn(canvasElement, 3);
    setInlineSize(frame, threshold() + 100);
    await expectRow(canvasElement, 3);
  },
};

/** `limit={3}`: four children form a column even when a row would fit. */
export const Limit: Story = {
  render: inFrame(() => 1000),
  args: { limit: 3, children: items(4) },
  play: async ({ canvasElement }) => {
    await expectColumn(canvasElement, 4);
  },
};

/** At the limit itself the row is kept. */
export const AtLimit: Story = {
  render: inFrame(() => 1000),
  args: { limit: 3, children: items(3) },
  play: async ({ canvasElement }) => {
    await expectRow(canvasElement, 3);
  },
};

/** In rtl the row runs from the right: the first child is rightmost. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  render: inFrame(() => 800),
  args: { children: ['الأول', 'الثاني', 'الثالث'].map((label) => <Placeholder key={label} label={label} />) },
  play: async ({ canvasElement, globals }) => {
    // In the story's direction: in rtl this fails unless the first child is the rightmost.
    const [first, second] = itemsOf(canvasElement).map(inlineEdgesIn(globals.direction));
    await expect(second!.start - first!.end).toBeCloseTo(tokenPx('4'), 0);
  },
};

/** `as="ul"` with `li` children is announced as a list with its items. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Plans',
    children: ['Free', 'Team', 'Enterprise'].map((label) => (
      <li key={label}>
        <Placeholder label={label} />
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Plans' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A `null` child takes no share of the row: the two real children split it evenly. */
export const NullChild: Story = {
  render: inFrame(() => 800),
  args: { children: [<Placeholder key="a" label="A" />, null, false, <Placeholder key="b" label="B" />] },
  play: async ({ canvasElement }) => {
    await expectRow(canvasElement, 2);
    const [a] = itemsOf(canvasElement).map((el) => el.getBoundingClientRect());
    await expect(a!.width).toBeCloseTo((800 - tokenPx('4')) / 2, 0);
  },
};

/** A long unbreakable word wraps inside its child instead of overflowing. */
export const LongUnbreakableWord: Story = {
  render: inFrame(() => 240),
  args: { children: [<Placeholder key="w" label="Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen" />, ...items(2)] },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expectColumn(canvasElement, 3);
  },
};

/** No children renders an empty element of no height, not an error. */
export const NoChildren: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.gw-story-root > *')!.getBoundingClientRect().height).toBe(0);
  },
};
