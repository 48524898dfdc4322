import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Center } from '../../src/layout/Center';
import { Placeholder } from '../support/Placeholder';
import { tokenPx } from '../support/geometry';
import { spaceControl, tagControl } from '../support/controls';

const meta = {
  title: 'Layout/Center',
  component: Center,
  argTypes: {
    max: { control: 'text' },
    gutters: spaceControl({ optional: true }),
    intrinsic: { control: 'boolean' },
    andText: { control: 'boolean' },
    as: tagControl(['blockTag']),
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof Center>;

export default meta;
type Story = StoryObj<typeof meta>;

const text =
  'The page you asked for is not here. It may have moved, or the address may be mistyped. Check the address, or go back to the home page and start again from there.';

const centerOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.gw-story-root > *')!;
const itemsOf = (root: HTMLElement) => within(root).getAllByTestId('item');

/** The px value of any CSS length, resolved in the story root (so `ch` uses its font). */
function lengthPx(root: HTMLElement, length: string): number {
  const probe = document.createElement('div');
  probe.style.inlineSize = length;
  root.querySelector('.gw-story-root')!.appendChild(probe);
  const px = probe.getBoundingClientRect().width;
  probe.remove();
  return px;
}

/** Space on each side of the box inside its parent. */
function sideSpace(box: Element) {
  const outer = box.parentElement!.getBoundingClientRect();
  const inner = box.getBoundingClientRect();
  const parent = getComputedStyle(box.parentElement!);
  return {
    start: inner.left - outer.left - parseFloat(parent.paddingLeft),
    end: outer.right - inner.right - parseFloat(parent.paddingRight),
  };
}

/** By default the column is as wide as the measure token, centred in its container. */
export const Playground: Story = {
  args: { children: <p>{text.repeat(3)}</p> },
  play: async ({ canvasElement }) => {
    const center = centerOf(canvasElement);
    await expect(center.getBoundingClientRect().width).toBeCloseTo(lengthPx(canvasElement, 'var(--gw-measure)'), 0);
    const { start, end } = sideSpace(center);
    await expect(start).toBeGreaterThan(0);
    await expect(start).toBeCloseTo(end, 0);
  },
};

/** `max` takes any CSS length. */
export const CustomMax: Story = {
  args: { max: '20rem', children: <Placeholder label={text} /> },
  play: async ({ canvasElement }) => {
    const center = centerOf(canvasElement);
    await expect(center.getBoundingClientRect().width).toBeCloseTo(lengthPx(canvasElement, '20rem'), 0);
    const { start, end } = sideSpace(center);
    await expect(start).toBeCloseTo(end, 0);
  },
};

/** Gutters sit outside `max`: the content keeps its full measure and gains padding on both sides. */
export const Gutters: Story = {
  args: { max: '20rem', gutters: '5', children: <Placeholder label={text} /> },
  play: async ({ canvasElement }) => {
    const item = itemsOf(canvasElement)[0]!.getBoundingClientRect();
    const center = centerOf(canvasElement).getBoundingClientRect();
    await expect(item.width).toBeCloseTo(lengthPx(canvasElement, '20rem'), 0);
    await expect(item.left - center.left).toBeCloseTo(tokenPx('5'), 0);
    await expect(center.right - item.right).toBeCloseTo(tokenPx('5'), 0);
  },
};

/** In a container narrower than `max`, the gutters keep the content off the edges. */
export const GuttersInNarrowContainer: Story = {
  render: (args) => (
    <div style={{ inlineSize: '15rem' }}>
      <Center {...args} />
    </div>
  ),
  args: { gutters: '4', children: <Placeholder label={text} /> },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('.gw-story-root > div')!.getBoundingClientRect();
    const item = itemsOf(canvasElement)[0]!.getBoundingClientRect();
    await expect(item.left - container.left).toBeCloseTo(tokenPx('4'), 0);
    await expect(container.right - item.right).toBeCloseTo(tokenPx('4'), 0);
  },
};

/** `intrinsic` centres a child narrower than the column by its own width. */
export const Intrinsic: Story = {
  args: { intrinsic: true, children: <button type="button">Try again</button> },
  play: async ({ canvasElement }) => {
    const center = centerOf(canvasElement).getBoundingClientRect();
    const button = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect(button.width).toBeLessThan(center.width / 2);
    await expect(button.left - center.left).toBeCloseTo(center.right - button.right, 0);
  },
};

/** `andText` centres the lines of text too. */
export const AndText: Story = {
  args: { andText: true, max: '24rem', children: <p>Short message</p> },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const line = range.getBoundingClientRect();
    const box = paragraph.getBoundingClientRect();
    await expect(line.left - box.left).toBeCloseTo(box.right - line.right, 0);
  },
};

/** A long unbreakable word wraps inside the column instead of overflowing it. */
export const LongUnbreakableWord: Story = {
  args: { max: '12rem', children: <Placeholder label="Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen" /> },
  play: async ({ canvasElement }) => {
    const item = itemsOf(canvasElement)[0]!;
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(centerOf(canvasElement).getBoundingClientRect().width);
  },
};

/** A `null` child renders nothing and leaves the column unchanged. */
export const NullChild: Story = {
  args: { intrinsic: true, children: [null, <Placeholder key="a" label="Only child" />, false] },
  play: async ({ canvasElement }) => {
    const center = centerOf(canvasElement).getBoundingClientRect();
    const item = itemsOf(canvasElement)[0]!.getBoundingClientRect();
    await expect(item.top).toBeCloseTo(center.top, 0);
    await expect(item.height).toBeCloseTo(center.height, 0);
  },
};

/** No children renders an empty element of no height, not an error. */
export const NoChildren: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(centerOf(canvasElement).getBoundingClientRect().height).toBe(0);
  },
};

/** A nested Center does not inherit its parent's `max` or gutters. */
export const Nested: Story = {
  render: () => (
    <Center max="80rem" gutters="6">
      <Center data-inner="">
        <Placeholder label={text} />
      </Center>
    </Center>
  ),
  play: async ({ canvasElement }) => {
    const inner = canvasElement.querySelector<HTMLElement>('[data-inner]')!;
    await expect(getComputedStyle(inner).paddingInlineStart).toBe('0px');
    await expect(inner.getBoundingClientRect().width).toBeCloseTo(lengthPx(canvasElement, 'var(--gw-measure)'), 0);
  },
};
