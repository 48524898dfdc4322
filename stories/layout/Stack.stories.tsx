import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints } from '../../src/tokens/space';
import { Cluster } from '../../src/layout/Cluster';
import { Stack } from '../../src/layout/Stack';
import { itemTagFor, Placeholder } from '../support/Placeholder';
import { blockGaps, inlineEdgesIn, tokenPx } from '../support/geometry';
import { spaceControl, tagControl, valuesControl } from '../support/controls';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: '4' },
  argTypes: {
    gap: spaceControl({ extra: ['13px'] }),
    align: valuesControl('stackAlign'),
    as: tagControl(['blockTag', 'listTag']),
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (count: number, as: 'div' | 'li' = 'div') =>
  Array.from({ length: count }, (_, i) => <Placeholder key={i} as={as} label={`Item ${i + 1}`} />);

const itemsOf = (root: HTMLElement) => within(root).getAllByTestId('item');

export const Playground: Story = {
  render: (args) => <Stack {...args}>{items(3, itemTagFor(args.as))}</Stack>,
  play: async ({ canvasElement }) => {
    await expect(blockGaps(itemsOf(canvasElement))).toEqual([tokenPx('4'), tokenPx('4')]);
  },
};

/** Each space token, measured: children sit exactly `gap` apart. */
export const EveryGapToken: Story = {
  render: () => (
    <Stack gap="6">
      {(['0', '2', '5', '9'] as const).map((gap) => (
        <Stack key={gap} gap={gap} data-gap-under-test={gap}>
          {items(3)}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const stack of canvasElement.querySelectorAll<HTMLElement>('[data-gap-under-test]')) {
      const token = stack.dataset.gapUnderTest!;
      const px = tokenPx(token);
      await expect(blockGaps(itemsOf(stack))).toEqual([px, px]);
    }
  },
};

/** Any CSS length works as an escape hatch. */
export const CustomLength: Story = {
  args: { gap: '13px', children: items(3) },
  play: async ({ canvasElement }) => {
    await expect(blockGaps(itemsOf(canvasElement))).toEqual([13, 13]);
  },
};

/** `null`, `false` and empty strings add no stray space: the gap is between rendered boxes only. */
export const NullAndFalseChildren: Story = {
  args: {
    children: [
      <Placeholder key="a" label="First" />,
      null,
      false,
      '',
      <Placeholder key="b" label="Second" />,
      undefined,
      <Placeholder key="c" label="Third" />,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(blockGaps(itemsOf(canvasElement))).toEqual([tokenPx('4'), tokenPx('4')]);
  },
};

/** A nested Stack never inherits its parent's gap. */
/** A nested Stack takes nothing from its parent: not its (responsive) gap, not its align. */
export const Nested: Story = {
  render: () => (
    <Stack gap={{ initial: '8', md: '7' }} align="center">
      <Stack gap="1" data-inner="token">
        {items(2)}
      </Stack>
      <Stack data-inner="default">{items(2)}</Stack>
      <Placeholder label="Outer item" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const inner = (name: string) => canvasElement.querySelector<HTMLElement>(`[data-inner="${name}"]`)!;
    await expect(blockGaps(itemsOf(inner('token')))).toEqual([tokenPx('1')]);
    await expect(blockGaps(itemsOf(inner('default')))).toEqual([tokenPx('4')]);
    await expect(getComputedStyle(inner('default')).alignItems).toBe('normal');
  },
};

export const Alignments: Story = {
  render: () => (
    <Stack gap="5">
      {(['start', 'center', 'end', 'stretch'] as const).map((align) => (
        <Stack key={align} align={align} gap="1" data-align-under-test={align}>
          <Placeholder label={`align="${align}"`} />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const edges = (align: string) => {
      const stack = canvasElement.querySelector(`[data-align-under-test="${align}"]`)!;
      const outer = stack.getBoundingClientRect();
      const inner = stack.firstElementChild!.getBoundingClientRect();
      return { outer, inner };
    };
    const rtl = getComputedStyle(canvasElement.querySelector('[data-align-under-test]')!).direction === 'rtl';
    const start = edges('start');
    await expect(rtl ? start.inner.right : start.inner.left).toBeCloseTo(rtl ? start.outer.right : start.outer.left, 0);
    const end = edges('end');
    await expect(rtl ? end.inner.left : end.inner.right).toBeCloseTo(rtl ? end.outer.left : end.outer.right, 0);
    const center = edges('center');
    await expect(center.inner.left - center.outer.left).toBeCloseTo(center.outer.right - center.inner.right, 0);
    const stretch = edges('stretch');
    await expect(stretch.inner.width).toBeCloseTo(stretch.outer.width, 0);
  },
};

/** `align="start"` follows the writing direction: in rtl the item hugs the right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { align: 'start', children: [<Placeholder key="a" label="عنصر أول" />, <Placeholder key="b" label="عنصر ثانٍ" />] },
  play: async ({ canvasElement, globals }) => {
    // In the story's direction: in rtl this fails unless the item hugs the right edge.
    const edges = inlineEdgesIn(globals.direction);
    const stack = canvasElement.querySelector('.gw-story-root > *')!;
    const item = itemsOf(canvasElement)[0]!;
    await expect(edges(item).start).toBeCloseTo(edges(stack).start, 0);
  },
};

/** Responsive gap: one value per breakpoint, compiled to CSS media queries. */
export const ResponsiveGap: Story = {
  args: { gap: { initial: '1', md: '6' }, children: items(3) },
  play: async ({ canvasElement }) => {
    // The test frame is wider than 48em, so the `md` value applies.
    const expected = window.matchMedia(`(width >= ${breakpoints.md})`).matches ? tokenPx('6') : tokenPx('1');
    await expect(blockGaps(itemsOf(canvasElement))).toEqual([expected, expected]);
  },
};

/** `splitAfter` pushes the rest to the far end of a container with a height. */
export const SplitAfter: Story = {
  render: () => (
    <div style={{ blockSize: '20rem' }}>
      <Stack splitAfter={2} gap="2">
        {items(4)}
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [first, second, third, fourth] = itemsOf(canvasElement).map((el) => el.getBoundingClientRect());
    const container = canvasElement.querySelector('.gw-story-root > div')!.getBoundingClientRect();
    await expect(second!.top - first!.bottom).toBeCloseTo(tokenPx('2'), 0);
    await expect(third!.top - second!.bottom).toBeGreaterThan(tokenPx('9'));
    await expect(fourth!.top - third!.bottom).toBeCloseTo(tokenPx('2'), 0);
    await expect(fourth!.bottom).toBeCloseTo(container.bottom, 0);
    // Every child keeps the stack's full inline size, as in the unsplit stack.
    await expect([first, second, third, fourth].map((box) => box!.width)).toEqual(Array(4).fill(container.width));
  },
};

/** Bad `splitAfter` values (0, negative, fractional) split nothing: the items stay packed at the top. */
export const SplitAfterOutOfRange: Story = {
  render: () => (
    <Cluster align="start" gap="4">
      {[0, -1, 2.5].map((count) => (
        <div key={count} style={{ blockSize: '12rem', inlineSize: '8rem' }} data-split-container="">
          <Stack splitAfter={count} gap="2">
            {items(3)}
          </Stack>
        </div>
      ))}
    </Cluster>
  ),
  play: async ({ canvasElement }) => {
    for (const container of canvasElement.querySelectorAll<HTMLElement>('[data-split-container]')) {
      const stackItems = itemsOf(container);
      await expect(blockGaps(stackItems)).toEqual([tokenPx('2'), tokenPx('2')]);
      await expect(stackItems[0]!.getBoundingClientRect().top).toBeCloseTo(container.getBoundingClientRect().top, 0);
    }
  },
};

/** `as="ul"` with `li` children is announced as a list with its items. */
export const AsList: Story = {
  args: {
    as: 'ul',
    children: ['Apples', 'Pears', 'Plums'].map((fruit) => (
      <li key={fruit}>
        <Placeholder label={fruit} />
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A long unbreakable word wraps inside its item instead of overflowing the stack. */
export const LongUnbreakableWord: Story = {
  render: () => (
    <div style={{ inlineSize: '12rem' }}>
      <Stack>
        <Placeholder label={'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen'} />
        <Placeholder label="Short" />
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const item = itemsOf(canvasElement)[0]!;
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** No children renders an empty element of no height, not an error. */
export const NoChildren: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('.gw-story-root > *')!;
    await expect(stack.getBoundingClientRect().height).toBe(0);
  },
};
