import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoadFailurePage } from '../../src/errors';
import { RouteAnnouncer, RouteBudget } from '../../src/runtime';
import { visualParameters } from '../../.storybook/modes';
import { fullPageDocs } from '../support/fullPage';

const meta = {
  title: 'App/Runtime',
  parameters: {
    storyRootPadding: true,
    ...fullPageDocs,
    ...visualParameters({ disable: true, reason: 'Behaviour of the runtime over time; the pages it shows have their own shots in Errors/*' }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A route whose code and data do not arrive within its budget shows the route failure,
 * `Route did not complete loading: <path>` (the app's budget is 10 s; 300 ms here).
 */
export const RouteBudgetExpires: Story = {
  render: () => (
    <RouteBudget budgetMs={300} expired={<LoadFailurePage failure="route" path="/slow?page=2" onReload={() => {}} />}>
      <div aria-busy="true" data-testid="pending" />
    </RouteBudget>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pending')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('main')).toHaveTextContent('Route did not complete loading: /slow?page=2'));
    await expect(canvas.queryByTestId('pending')).toBeNull();
  },
};

function TwoPages() {
  const [page, setPage] = useState<'first' | 'second'>('first');
  const container = useRef<HTMLDivElement>(null);
  const title = page === 'first' ? 'First page' : 'Second page';
  return (
    <div>
      <div ref={container}>
        <main>
          <h1>{title}</h1>
          <button type="button" onClick={() => setPage(page === 'first' ? 'second' : 'first')}>
            Go to the {page === 'first' ? 'second' : 'first'} page
          </button>
        </main>
      </div>
      <RouteAnnouncer navigationKey={page} container={container} />
    </div>
  );
}

/**
 * After a client navigation the announcer moves focus to the new page's heading: the one
 * announcement of the change (no live region besides). The first render (the initial load) moves nothing.
 */
export const AnnouncerOnNavigation: Story = {
  render: () => <TwoPages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-live]')).toBeNull();
    await expect(canvas.getByRole('heading')).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the second page' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent('Second page');
    await waitFor(() => expect(canvas.getByRole('heading')).toHaveFocus());
  },
};
