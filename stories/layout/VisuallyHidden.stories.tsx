import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../../src/layout/Stack';
import { VisuallyHidden } from '../../src/layout/VisuallyHidden';
import { tagControl } from '../support/controls';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close' },
  argTypes: {
    as: tagControl(['visuallyHiddenTag']),
    focusable: { control: 'boolean' },
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

const size = (el: Element) => {
  const { width, height } = el.getBoundingClientRect();
  return { width, height };
};

/** An icon button named by hidden text: the name reaches assistive technology, the box is 1px. */
export const Playground: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} data-testid="hidden" />
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await expect(size(within(canvasElement).getByTestId('hidden'))).toEqual({ width: 1, height: 1 });
  },
};

/** A hidden heading names a section for screen-reader navigation without showing it. */
export const HiddenHeading: Story = {
  render: (args) => (
    <section aria-labelledby="results-heading">
      <VisuallyHidden {...args} as="h2" id="results-heading">
        Search results
      </VisuallyHidden>
      <p>Three pages matched.</p>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Search results' });
    await expect(size(heading)).toEqual({ width: 1, height: 1 });
    await expect(within(canvasElement).getByRole('region', { name: 'Search results' })).toBeInTheDocument();
    // Taking no space: the paragraph starts where the section starts.
    const section = canvasElement.querySelector('section')!.getBoundingClientRect();
    await expect(canvasElement.querySelector('p')!.getBoundingClientRect().top).toBeCloseTo(section.top, 0);
  },
};

/** `focusable`: a skip link is hidden until it takes keyboard focus, then shown; hidden again on blur. */
export const FocusableSkipLink: Story = {
  render: (args) => (
    <Stack gap="3">
      <VisuallyHidden {...args} focusable data-testid="hidden">
        <a href="#content">Skip to content</a>
      </VisuallyHidden>
      <p id="content">
        Page content with a <a href="#top">link</a>.
      </p>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const wrapper = within(canvasElement).getByTestId('hidden');
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(size(wrapper)).toEqual({ width: 1, height: 1 });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(size(wrapper).width).toBeGreaterThan(1);
    await expect(size(link).width).toBeGreaterThan(10);
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
    await expect(size(wrapper)).toEqual({ width: 1, height: 1 });
  },
};

/** Extra context for a link: read out with the sentence, not shown. */
export const NotFocusable: Story = {
  render: (args) => (
    <p>
      Read the <a href="#top">guide</a>
      <VisuallyHidden {...args} data-testid="hidden">
        {' '}
        (opens the help centre)
      </VisuallyHidden>
      .
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(opens the help centre)')).toBeInTheDocument();
    await expect(size(within(canvasElement).getByTestId('hidden'))).toEqual({ width: 1, height: 1 });
  },
};

/** Long text stays on one line inside the 1px box, so screen readers read it as written. */
export const LongText: Story = {
  args: { children: 'A long description that a screen reader reads in full while nothing shows on screen' },
  render: (args) => <VisuallyHidden {...args} data-testid="hidden" />,
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByTestId('hidden');
    await expect(size(hidden)).toEqual({ width: 1, height: 1 });
    await expect(getComputedStyle(hidden).whiteSpace).toBe('nowrap');
  },
};

/** No children renders an empty 1px element, not an error. */
export const NoChildren: Story = {
  args: { children: undefined },
  render: (args) => <VisuallyHidden {...args} data-testid="hidden" />,
  play: async ({ canvasElement }) => {
    await expect(size(within(canvasElement).getByTestId('hidden'))).toEqual({ width: 1, height: 1 });
  },
};
