import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints } from '../../src/tokens/space';
import { Cluster } from '../../src/layout/Cluster';
import { itemTagFor, Placeholder } from '../support/Placeholder';
import { inlineEdgesIn, inlineGaps, round, tokenPx } from '../support/geometry';
import { spaceControl, tagControl, valuesControl } from '../support/controls';

const meta = {
  title: 'Layout/Cluster',
  component: Cluster,
  args: { gap: '3' },
  argTypes: {
    gap: spaceControl({ extra: ['13px'] }),
    rowGap: spaceControl({ optional: true }),
    align: valuesControl('clusterAlign'),
    justify: valuesControl('clusterJustify'),
    wrap: { control: 'boolean' },
    as: tagControl(['blockTag', 'listTag']),
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = ['Home', 'Status', 'Help centre', 'Contact us', 'Report a problem', 'Privacy', 'Terms'];
const items = (count: number, as: 'div' | 'li' = 'div') => words.slice(0, count).map((word) => <Placeholder key={word} as={as} label={word} />);

const itemsOf = (root: HTMLElement) => within(root).getAllByTestId('item');
const rectsOf = (root: HTMLElement) => itemsOf(root).map((el) => el.getBoundingClientRect());
const clusterOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.gw-story-root > *:not([data-frame])')!;

/** Distinct line tops, in order: one per wrapped line. */
const lineTops = (rects: DOMRect[]) => [...new Set(rects.map((r) => round(r.top)))].sort((a, b) => a - b);

export const Playground: Story = {
  render: (args) => <Cluster {...args}>{items(4, itemTagFor(args.as))}</Cluster>,
  play: async ({ canvasElement }) => {
    const rects = rectsOf(canvasElement);
    await expect(lineTops(rects)).toHaveLength(1);
    const px = tokenPx('3');
    await expect(inlineGaps(itemsOf(canvasElement))).toEqual([px, px, px]);
  },
};

/**
 * No props but its items: every documented default (`div`, gap `'3'`, items centred across the line,
 * from the start, wrapping) is on screen, so a change to a default changes this story's shots.
 */
export const Defaults: Story = {
  render: () => <Cluster>{items(4)}</Cluster>,
  play: async ({ canvasElement }) => {
    const px = tokenPx('3');
    await expect(inlineGaps(itemsOf(canvasElement))).toEqual([px, px, px]);
  },
};

/** In a narrow container the items wrap; lines are `rowGap` apart and items `gap` apart. */
export const WrappedWithRowGap: Story = {
  render: (args) => (
    <div data-frame="" style={{ inlineSize: '16rem' }}>
      <Cluster {...args} />
    </div>
  ),
  args: { gap: '4', rowGap: '1', children: items(7) },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!.getBoundingClientRect();
    const rects = rectsOf(canvasElement);
    const tops = lineTops(rects);
    await expect(tops.length).toBeGreaterThan(1);
    for (const rect of rects) await expect(rect.right).toBeLessThanOrEqual(frame.right + 0.5);
    const firstLine = rects.filter((r) => round(r.top) === tops[0]);
    const secondLine = rects.filter((r) => round(r.top) === tops[1]);
    const lineGap = Math.min(...secondLine.map((r) => r.top)) - Math.max(...firstLine.map((r) => r.bottom));
    await expect(round(lineGap)).toBe(tokenPx('1'));
    const firstLineItems = itemsOf(canvasElement).slice(0, firstLine.length);
    if (firstLineItems.length > 1) await expect(inlineGaps(firstLineItems)[0]).toBe(tokenPx('4'));
  },
};

/** `justify="between"` pins the first item to the start edge and the last to the end edge. */
export const JustifyBetween: Story = {
  args: { justify: 'between', children: items(3) },
  play: async ({ canvasElement, globals }) => {
    const edges = inlineEdgesIn(globals.direction);
    const cluster = edges(clusterOf(canvasElement));
    const rects = rectsOf(canvasElement).map(edges);
    await expect(rects[0]!.start).toBeCloseTo(cluster.start, 0);
    await expect(rects[2]!.end).toBeCloseTo(cluster.end, 0);
  },
};

/** Every `justify` value, measured against the cluster's edges. */
export const Justifications: Story = {
  render: () => (
    <div>
      {(['start', 'center', 'end'] as const).map((justify) => (
        <Cluster key={justify} justify={justify} data-justify-under-test={justify}>
          <Placeholder label={`justify="${justify}"`} />
        </Cluster>
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const inline = inlineEdgesIn(globals.direction);
    const edges = (justify: string) => {
      const cluster = canvasElement.querySelector(`[data-justify-under-test="${justify}"]`)!;
      return { outer: inline(cluster), inner: inline(cluster.firstElementChild!) };
    };
    const start = edges('start');
    await expect(start.inner.start).toBeCloseTo(start.outer.start, 0);
    const end = edges('end');
    await expect(end.inner.end).toBeCloseTo(end.outer.end, 0);
    const center = edges('center');
    await expect(center.inner.start - center.outer.start).toBeCloseTo(center.outer.end - center.inner.end, 0);
  },
};

/** `justify="start"` follows the writing direction: in rtl the first item sits at the right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    justify: 'start',
    children: ['الرئيسية', 'الحالة', 'المساعدة'].map((word) => <Placeholder key={word} label={word} />),
  },
  play: async ({ canvasElement, globals }) => {
    // In the story's direction: in rtl this fails unless the first item sits at the right edge.
    const edges = inlineEdgesIn(globals.direction);
    const cluster = edges(clusterOf(canvasElement));
    const rects = rectsOf(canvasElement).map(edges);
    await expect(rects[0]!.start).toBeCloseTo(cluster.start, 0);
    await expect(rects[1]!.start).toBeGreaterThan(rects[0]!.end);
  },
};

/** `wrap={false}` keeps every item on one line, even in a narrow container. */
export const NoWrap: Story = {
  render: (args) => (
    <div data-frame="" style={{ inlineSize: '12rem' }}>
      <Cluster {...args} />
    </div>
  ),
  args: { wrap: false, children: items(5) },
  play: async ({ canvasElement, globals }) => {
    // One line: each item starts after the previous one ends, and all of them share a band.
    const rects = rectsOf(canvasElement);
    const inline = rects.map(inlineEdgesIn(globals.direction));
    for (const [i, rect] of rects.entries()) {
      if (i > 0) await expect(inline[i]!.start).toBeGreaterThanOrEqual(inline[i - 1]!.end);
      await expect(rect.top).toBeLessThan(rects[0]!.bottom);
    }
  },
};

/** `align="baseline"` lines up the first line of text in items of different sizes. */
export const AlignBaseline: Story = {
  args: {
    align: 'baseline',
    children: [
      <span key="big" data-testid="item" style={{ fontSize: 'var(--gw-font-size-5)' }}>
        404
      </span>,
      <span key="small" data-testid="item">
        Page not found
      </span>,
    ],
  },
  play: async ({ canvasElement }) => {
    const baseline = (el: HTMLElement) => {
      const probe = document.createElement('span');
      probe.style.display = 'inline-block';
      el.appendChild(probe);
      const y = probe.getBoundingClientRect().bottom;
      probe.remove();
      return y;
    };
    const [big, small] = itemsOf(canvasElement);
    await expect(baseline(big!)).toBeCloseTo(baseline(small!), 0);
  },
};

/** `as="ul"` with `li` children is announced as a list with its items. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Helpful links',
    children: words.slice(0, 3).map((word) => (
      <li key={word}>
        <a href="#top">{word}</a>
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Helpful links' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** `null`, `false` and empty strings add no stray space between items. */
export const NullAndFalseChildren: Story = {
  args: {
    children: [<Placeholder key="a" label="First" />, null, false, '', <Placeholder key="b" label="Second" />, undefined],
  },
  play: async ({ canvasElement }) => {
    await expect(inlineGaps(itemsOf(canvasElement))).toEqual([tokenPx('3')]);
  },
};

/** A long unbreakable word wraps inside its item instead of overflowing the cluster. */
export const LongUnbreakableWord: Story = {
  render: (args) => (
    <div data-frame="" style={{ inlineSize: '12rem' }}>
      <Cluster {...args} />
    </div>
  ),
  args: {
    children: [<Placeholder key="w" label="Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen" />, <Placeholder key="s" label="Short" />],
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!.getBoundingClientRect();
    for (const rect of rectsOf(canvasElement)) await expect(rect.right).toBeLessThanOrEqual(frame.right + 0.5);
  },
};

/** Responsive gap: one value per breakpoint, compiled to CSS media queries. */
export const ResponsiveGap: Story = {
  args: { gap: { initial: '1', md: '6' }, children: items(3) },
  play: async ({ canvasElement }) => {
    const expected = window.matchMedia(`(width >= ${breakpoints.md})`).matches ? tokenPx('6') : tokenPx('1');
    await expect(inlineGaps(itemsOf(canvasElement))).toEqual([expected, expected]);
  },
};

/** No children renders an empty element of no height, not an error. */
export const NoChildren: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(clusterOf(canvasElement).getBoundingClientRect().height).toBe(0);
  },
};
