import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints } from '../../src/tokens/space';
import { Grid } from '../../src/layout/Grid';
import { itemTagFor, Placeholder } from '../support/Placeholder';
import { inlineEdgesIn, tokenPx } from '../support/geometry';
import { columnCount, rowCount, setInlineSize } from '../support/resize';
import { spaceControl, tagControl } from '../support/controls';

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { gap: '4', minItemWidth: '12rem' },
  argTypes: {
    gap: spaceControl(),
    rowGap: spaceControl({ optional: true }),
    minItemWidth: { control: 'text' },
    columns: { control: 'select', options: [undefined, 1, 2, 3, 4, 6, 12] },
    container: { control: 'boolean' },
    as: tagControl(['blockTag', 'listTag']),
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (count: number, as: 'div' | 'li' = 'div') =>
  Array.from({ length: count }, (_, i) => <Placeholder key={i} as={as} label={`Card ${i + 1}`} />);
const itemsOf = (root: HTMLElement) => within(root).queryAllByTestId('item');
const frameOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-frame]')!;

/** A container whose inline size the play function sets. */
const inFrame: Story['render'] = (args) => (
  <div data-frame="">
    <Grid {...args} />
  </div>
);

/** Columns auto-fit expects at a container width: as many of `min` as fit with their gaps, at least one. */
const expectedColumns = (width: number, min: number, gap: number) => Math.max(1, Math.floor((width + gap) / (min + gap)));

export const Playground: Story = {
  render: (args) => <Grid {...args}>{items(6, itemTagFor(args.as))}</Grid>,
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('.gw-story-root > *')!;
    const width = grid.getBoundingClientRect().width;
    await expect(columnCount(itemsOf(canvasElement))).toBe(Math.min(6, expectedColumns(width, 12 * tokenPx('4'), tokenPx('4'))));
  },
};

/** No props but its items: the documented defaults (`div`, items at least `16rem`, gap `'4'`) on screen. */
export const Defaults: Story = {
  render: () => <Grid>{items(6)}</Grid>,
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('.gw-story-root > *')!;
    const width = grid.getBoundingClientRect().width;
    await expect(columnCount(itemsOf(canvasElement))).toBe(Math.min(6, expectedColumns(width, 16 * tokenPx('4'), tokenPx('4'))));
  },
};

/** The column count follows the container's width: resized from the play function and re-measured. */
export const ColumnsFollowTheContainer: Story = {
  render: inFrame,
  args: { children: items(12) },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const min = 12 * tokenPx('4');
    const gap = tokenPx('4');
    for (const width of [240, 420, 640, 900, 1200]) {
      setInlineSize(frame, width);
      await expect(columnCount(itemsOf(canvasElement)), `columns at ${width}px`).toBe(expectedColumns(width, min, gap));
    }
  },
};

/** At 240px, narrower than `minItemWidth`, the grid falls to one full-width column: no overflow. */
export const NoOverflowAt240px: Story = {
  render: inFrame,
  args: { minItemWidth: '20rem', children: items(3) },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    setInlineSize(frame, 240);
    const grid = frame.firstElementChild as HTMLElement;
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    for (const item of itemsOf(canvasElement)) {
      await expect(item.getBoundingClientRect().width).toBeCloseTo(240, 0);
    }
  },
};

/** One item fills the row: auto-fit collapses the empty tracks. */
export const OneItem: Story = {
  args: { children: items(1) },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('.gw-story-root > *')!.getBoundingClientRect();
    await expect(itemsOf(canvasElement)[0]!.getBoundingClientRect().width).toBeCloseTo(grid.width, 0);
  },
};

/** Three items in a wide container share one row in equal columns. */
export const ThreeItems: Story = {
  args: { children: items(3) },
  play: async ({ canvasElement }) => {
    const cards = itemsOf(canvasElement);
    await expect(rowCount(cards)).toBe(1);
    const widths = cards.map((el) => Math.round(el.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};

/** Twelve items wrap into rows `gap` apart, every row with the same columns. */
export const TwelveItems: Story = {
  args: { rowGap: '6', children: items(12) },
  play: async ({ canvasElement }) => {
    const cards = itemsOf(canvasElement);
    const columns = columnCount(cards);
    await expect(rowCount(cards)).toBe(Math.ceil(12 / columns));
    const [first] = cards;
    const below = cards[columns]!;
    await expect(below.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBeCloseTo(tokenPx('6'), 0);
  },
};

/** `columns` fixes the count; in a container too narrow for them, columns shrink rather than overflow. */
export const FixedColumns: Story = {
  render: inFrame,
  args: { columns: 3, children: items(6) },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    for (const width of [1000, 240]) {
      setInlineSize(frame, width);
      await expect(columnCount(itemsOf(canvasElement))).toBe(3);
      const grid = frame.firstElementChild as HTMLElement;
      await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    }
  },
};

/** Responsive columns follow the viewport: one column below 48em, four from 48em. */
export const ResponsiveColumns: Story = {
  args: { columns: { initial: 1, md: 4 }, children: items(8) },
  play: async ({ canvasElement }) => {
    const expected = window.matchMedia(`(width >= ${breakpoints.md})`).matches ? 4 : 1;
    await expect(columnCount(itemsOf(canvasElement))).toBe(expected);
  },
};

/**
 * `container` mode: the breakpoints measure the Grid's own width. The viewport is wide throughout;
 * only the container is resized, and the columns follow it.
 */
export const ContainerMode: Story = {
  render: inFrame,
  args: { container: true, columns: { initial: 1, sm: 2, md: 4 }, children: items(8) },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const em = tokenPx('4');
    for (const [width, columns] of [
      [30 * em, 1],
      [40 * em, 2],
      [50 * em, 4],
    ] as const) {
      setInlineSize(frame, width);
      await expect(columnCount(itemsOf(canvasElement)), `columns at ${width}px`).toBe(columns);
    }
  },
};

/** `as="ul"` with `li` children is announced as a list with its items. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Cards',
    children: ['One', 'Two', 'Three'].map((label) => (
      <li key={label}>
        <Placeholder label={label} />
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Cards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A long unbreakable word wraps inside its cell instead of widening the column. */
export const LongUnbreakableWord: Story = {
  render: inFrame,
  args: { children: [<Placeholder key="w" label="Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen" />, ...items(2)] },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    setInlineSize(frame, 240);
    const grid = frame.firstElementChild as HTMLElement;
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const item = itemsOf(canvasElement)[0]!;
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** `null` and `false` children take no cell. */
export const NullChild: Story = {
  args: { columns: 3, children: [null, <Placeholder key="a" label="A" />, false, <Placeholder key="b" label="B" />] },
  play: async ({ canvasElement, globals }) => {
    const edges = inlineEdgesIn(globals.direction);
    const [a, b] = itemsOf(canvasElement).map(edges);
    const grid = edges(canvasElement.querySelector<HTMLElement>('.gw-story-root > *')!);
    await expect(a!.start).toBeCloseTo(grid.start, 0);
    await expect(b!.start - a!.end).toBeCloseTo(tokenPx('4'), 0);
  },
};

/** No children renders an empty element of no height, not an error. */
export const NoChildren: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.gw-story-root > *')!.getBoundingClientRect().height).toBe(0);
  },
};
