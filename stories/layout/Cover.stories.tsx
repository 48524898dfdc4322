import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cover } from '../../src/layout/Cover';
import { Placeholder } from '../support/Placeholder';
import { tokenPx } from '../support/geometry';
import { spaceControl, tagControl } from '../support/controls';

const meta = {
  title: 'Layout/Cover',
  component: Cover,
  args: { minHeight: '24rem', gap: '4' },
  argTypes: {
    minHeight: { control: 'text' },
    gap: spaceControl(),
    padding: spaceControl({ optional: true }),
    as: tagControl(['blockTag']),
    top: { control: false },
    bottom: { control: false },
  },
  parameters: { storyRootPadding: false },
} satisfies Meta<typeof Cover>;

export default meta;
type Story = StoryObj<typeof meta>;

const coverOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.gw-story-root > *')!;
const byTestId = (root: HTMLElement, id: string) => within(root).getByTestId(id).getBoundingClientRect();

function Region({ id, label }: { id: string; label: string }) {
  return (
    <div data-testid={id}>
      <Placeholder label={label} />
    </div>
  );
}

/** The principal content sits in the middle of the cover's min height: equal space above and below. */
export const Playground: Story = {
  args: { children: <Region id="principal" label="Principal content" /> },
  play: async ({ canvasElement }) => {
    const cover = coverOf(canvasElement).getBoundingClientRect();
    const principal = byTestId(canvasElement, 'principal');
    await expect(cover.height).toBeCloseTo(24 * tokenPx('4'), 0);
    await expect(principal.top - cover.top).toBeCloseTo(cover.bottom - principal.bottom, 0);
  },
};

/** No props but its content: the documented defaults (`div`, the viewport's height, gap `'4'`) on screen. */
export const Defaults: Story = {
  render: () => (
    <Cover>
      <Region id="principal" label="Principal content" />
    </Cover>
  ),
  play: async ({ canvasElement }) => {
    const cover = coverOf(canvasElement).getBoundingClientRect();
    const principal = byTestId(canvasElement, 'principal');
    await expect(cover.height).toBeCloseTo(window.innerHeight, 0);
    await expect(principal.top - cover.top).toBeCloseTo(cover.bottom - principal.bottom, 0);
  },
};

/** Top and bottom regions are pinned to the edges; the principal is centred in the space between. */
export const TopAndBottom: Story = {
  args: {
    top: <Region id="top" label="Top" />,
    bottom: <Region id="bottom" label="Bottom" />,
    children: <Region id="principal" label="Principal content" />,
  },
  play: async ({ canvasElement }) => {
    const cover = coverOf(canvasElement).getBoundingClientRect();
    const top = byTestId(canvasElement, 'top');
    const bottom = byTestId(canvasElement, 'bottom');
    const principal = byTestId(canvasElement, 'principal');
    await expect(top.top).toBeCloseTo(cover.top, 0);
    await expect(bottom.bottom).toBeCloseTo(cover.bottom, 0);
    await expect(principal.top - top.bottom).toBeCloseTo(bottom.top - principal.bottom, 0);
    await expect(principal.top - top.bottom).toBeGreaterThan(tokenPx('4'));
  },
};

/** Without `minHeight` the cover fills the whole (dynamic) viewport. */
export const FullViewport: Story = {
  args: { minHeight: undefined, padding: '5', children: <Region id="principal" label="Principal content" /> },
  play: async ({ canvasElement }) => {
    const cover = coverOf(canvasElement).getBoundingClientRect();
    const principal = byTestId(canvasElement, 'principal');
    await expect(cover.height).toBeCloseTo(window.innerHeight, 0);
    await expect(principal.top - cover.top).toBeCloseTo(cover.bottom - principal.bottom, 0);
    await expect(principal.left - cover.left).toBeCloseTo(tokenPx('5'), 0);
  },
};

/** Content taller than `minHeight` grows the cover; `gap` still separates the regions. */
export const TallerThanMinHeight: Story = {
  args: {
    minHeight: '10rem',
    gap: '3',
    top: <Region id="top" label="Top" />,
    bottom: <Region id="bottom" label="Bottom" />,
    children: (
      <div data-testid="principal" style={{ blockSize: '20rem' }}>
        <Placeholder label="A principal region taller than the min height" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const cover = coverOf(canvasElement).getBoundingClientRect();
    const top = byTestId(canvasElement, 'top');
    const principal = byTestId(canvasElement, 'principal');
    const bottom = byTestId(canvasElement, 'bottom');
    await expect(cover.height).toBeGreaterThan(20 * tokenPx('4'));
    await expect(principal.top - top.bottom).toBeCloseTo(tokenPx('3'), 0);
    await expect(bottom.top - principal.bottom).toBeCloseTo(tokenPx('3'), 0);
  },
};

/** A `null` top or bottom region renders nothing; the principal stays centred in the whole cover. */
export const NullRegions: Story = {
  args: { top: null, bottom: false, children: [null, <Region key="p" id="principal" label="Principal content" />] },
  play: async ({ canvasElement }) => {
    const cover = coverOf(canvasElement).getBoundingClientRect();
    const principal = byTestId(canvasElement, 'principal');
    await expect(principal.top - cover.top).toBeCloseTo(cover.bottom - principal.bottom, 0);
  },
};

/** No children still renders the cover at its min height, with nothing in it. */
export const NoChildren: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(coverOf(canvasElement).getBoundingClientRect().height).toBeCloseTo(24 * tokenPx('4'), 0);
  },
};

/** A long unbreakable word wraps inside the principal instead of overflowing the cover. */
export const LongUnbreakableWord: Story = {
  render: (args) => (
    <div style={{ inlineSize: '12rem' }}>
      <Cover {...args} />
    </div>
  ),
  args: { children: <Region id="principal" label="Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen" /> },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByTestId('item');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};
