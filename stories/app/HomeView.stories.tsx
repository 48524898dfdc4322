import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import homeData from '../../src/app/data/index.json';
import { HomeView } from '../../src/app/screens/Home/HomeView';
import { parseHomeContent } from '../../src/app/screens/Home/homeContent';
import { fullPageDocs } from '../support/fullPage';

const content = parseHomeContent(homeData);

const meta = {
  title: 'App/Home',
  component: HomeView,
  args: { content },
  parameters: { storyRootPadding: false, ...fullPageDocs },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home screen with the data the build serves at `/data/index.json` (src/app/data/index.json). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Groundwork');
    const list = within(canvas.getByRole('region', { name: 'Presentations' })).getAllByRole('listitem');
    await expect(list).toHaveLength(content.presentations.length);
    await expect(canvas.getByRole('link', { name: '405 Method Not Allowed' })).toHaveAttribute('href', '/presentations/405');
    // The server-only link is a plain anchor: the browser makes a full navigation.
    await expect(canvas.getByRole('link', { name: 'API status' })).toHaveAttribute('href', '/api/status');
  },
};

/** Long texts wrap inside the measure; nothing overflows a 320 px column. */
export const LongContent: Story = {
  args: {
    content: {
      ...content,
      title: 'Groundwork — a considerably longer product name that has to wrap onto several lines',
      intro: `${content.intro} `.repeat(4).trim(),
      presentations: content.presentations.map((p) => ({ ...p, description: `${p.description} `.repeat(3).trim() })),
    },
  },
  decorators: [
    (Story) => (
      <div data-narrow-column style={{ inlineSize: '320px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[data-narrow-column]')!;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(parseFloat(getComputedStyle(heading).lineHeight) * 1.5);
  },
};
