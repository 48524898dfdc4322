import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sidebar } from '../../src/layout/Sidebar';
import { Placeholder } from '../support/Placeholder';
import { inlineEdgesIn, tokenPx } from '../support/geometry';
import { setInlineSize } from '../support/resize';
import { spaceControl, tagControl, valuesControl } from '../support/controls';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: { sideWidth: '15rem', contentMin: '50%', gap: '4' },
  argTypes: {
    side: valuesControl('sidebarSide'),
    sideWidth: { control: 'text' },
    contentMin: { control: 'text' },
    gap: spaceControl(),
    noStretch: { control: 'boolean' },
    as: tagControl(['blockTag']),
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = 'The content takes whatever the sidebar leaves, and keeps at least half of the width before the two stack.';

const twoChildren = [
  // Not a landmark: a docs page shows a dozen of these, and landmarks there must be unique.
  <div key="side" data-part="side">
    <Placeholder label="Sidebar" />
  </div>,
  <div key="content" data-part="content">
    <Placeholder label={text} />
  </div>,
];

const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`)!.getBoundingClientRect();
/** The sidebar's and the content's inline edges in the direction the story is shown in. */
const sideAndContent = (root: HTMLElement, direction: unknown) => {
  const edges = inlineEdgesIn(direction);
  return { side: edges(part(root, 'side')), content: edges(part(root, 'content')) };
};
const frameOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-frame]')!;

const inFrame: Story['render'] = (args) => (
  <div data-frame="">
    <Sidebar {...args} />
  </div>
);

export const Playground: Story = {
  args: { children: twoChildren },
  play: async ({ canvasElement, globals }) => {
    const { side, content } = sideAndContent(canvasElement, globals.direction);
    await expect(side.size).toBeCloseTo(15 * tokenPx('4'), 0);
    await expect(content.start - side.end).toBeCloseTo(tokenPx('4'), 0);
  },
};

/**
 * No props but its two children: the documented defaults (`div`, sidebar at the start, content at
 * least half the width, gap `'4'`, stretched) on screen; the sidebar is as wide as its content.
 */
export const Defaults: Story = {
  render: () => <Sidebar>{twoChildren}</Sidebar>,
  play: async ({ canvasElement, globals }) => {
    const { side, content } = sideAndContent(canvasElement, globals.direction);
    await expect(content.start - side.end).toBeCloseTo(tokenPx('4'), 0);
    await expect(part(canvasElement, 'side').height).toBeCloseTo(part(canvasElement, 'content').height, 0);
  },
};

/** Wide enough: side by side, the sidebar at `sideWidth` and the content taking the rest. */
export const SideBySide: Story = {
  render: inFrame,
  args: { children: twoChildren },
  play: async ({ canvasElement }) => {
    setInlineSize(frameOf(canvasElement), 800);
    const side = part(canvasElement, 'side');
    const content = part(canvasElement, 'content');
    await expect(side.top).toBeCloseTo(content.top, 0);
    await expect(side.width).toBeCloseTo(15 * tokenPx('4'), 0);
    await expect(content.width).toBeCloseTo(800 - side.width - tokenPx('4'), 0);
    await expect(side.height).toBeCloseTo(content.height, 0);
  },
};

/**
 * Below `contentMin` the two wrap: the container is resized from the play function, and the
 * content drops below the sidebar as soon as it would get less than half the width.
 */
export const Wrapped: Story = {
  render: inFrame,
  args: { children: twoChildren },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const sideWidth = 15 * tokenPx('4');
    const gap = tokenPx('4');
    // Side by side while content ≥ 50%: width − side − gap ≥ width / 2, i.e. width ≥ 2 × (side + gap).
    const limit = 2 * (sideWidth + gap);
    setInlineSize(frame, limit + 8);
    await expect(part(canvasElement, 'content').top).toBeCloseTo(part(canvasElement, 'side').top, 0);
    setInlineSize(frame, limit - 8);
    const side = part(canvasElement, 'side');
    const content = part(canvasElement, 'content');
    await expect(content.top - side.bottom).toBeCloseTo(gap, 0);
    await expect(side.width).toBeCloseTo(limit - 8, 0);
    await expect(content.width).toBeCloseTo(limit - 8, 0);
  },
};

/** A higher `contentMin` wraps sooner. */
export const ContentMin: Story = {
  render: inFrame,
  args: { contentMin: '70%', children: twoChildren },
  play: async ({ canvasElement }) => {
    // 800px: content would get 800 − 240 − 16 = 544px = 68% < 70%, so it wraps.
    setInlineSize(frameOf(canvasElement), 800);
    await expect(part(canvasElement, 'content').top).toBeGreaterThan(part(canvasElement, 'side').bottom);
  },
};

/** `side="end"`: the last child is the sidebar, at the inline end. */
export const SideEnd: Story = {
  args: {
    side: 'end',
    children: [
      <div key="content" data-part="content">
        <Placeholder label={text} />
      </div>,
      <aside key="side" aria-label="Related" data-part="side">
        <Placeholder label="Sidebar" />
      </aside>,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const { side, content } = sideAndContent(canvasElement, globals.direction);
    await expect(side.size).toBeCloseTo(15 * tokenPx('4'), 0);
    await expect(side.start - content.end).toBeCloseTo(tokenPx('4'), 0);
  },
};

/** Without `sideWidth`, the sidebar is as wide as its content. */
export const IntrinsicSideWidth: Story = {
  args: {
    sideWidth: undefined,
    children: [
      <div key="side" data-part="side">
        <button type="button">Menu</button>
      </div>,
      <div key="content" data-part="content">
        <Placeholder label={text} />
      </div>,
    ],
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect(part(canvasElement, 'side').width).toBeCloseTo(button.width, 0);
  },
};

/** In rtl the start side is the right: the sidebar mirrors without a single override. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: { children: twoChildren },
  play: async ({ canvasElement, globals }) => {
    // Measured in the story's direction: in rtl the start is the right edge, so this fails unless
    // the sidebar sits to the right of the content (and in ltr, unless it sits to the left).
    const { side, content } = sideAndContent(canvasElement, globals.direction);
    await expect(content.start - side.end).toBeCloseTo(tokenPx('4'), 0);
  },
};

/** `noStretch`: each child keeps its own height. */
export const NoStretch: Story = {
  args: { noStretch: true, children: twoChildren },
  play: async ({ canvasElement }) => {
    const side = part(canvasElement, 'side');
    const content = part(canvasElement, 'content');
    await expect(side.top).toBeCloseTo(content.top, 0);
    await expect(side.height).toBeLessThanOrEqual(content.height);
    await expect(side.height).toBeCloseTo(within(canvasElement).getAllByTestId('item')[0]!.getBoundingClientRect().height, 0);
  },
};

/** A long unbreakable word wraps inside the content instead of pushing the layout wider. */
export const LongUnbreakableWord: Story = {
  render: inFrame,
  args: {
    children: [
      <div key="side" data-part="side">
        <Placeholder label="Sidebar" />
      </div>,
      <div key="content" data-part="content">
        <Placeholder label="Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen" />
      </div>,
    ],
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    setInlineSize(frame, 300);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** A `null` child renders nothing; the first real child is still the sidebar. */
export const NullChild: Story = {
  args: { children: [null, ...twoChildren, false] },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'side').width).toBeCloseTo(15 * tokenPx('4'), 0);
  },
};

/** No children renders an empty element of no height, not an error. */
export const NoChildren: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.gw-story-root > *')!.getBoundingClientRect().height).toBe(0);
  },
};
