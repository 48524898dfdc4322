/**
 * Fixture stories for the visual loop's own tests (loop.browser.test.tsx, spoken.browser.test.tsx).
 * They live outside stories/, so Storybook and the story tests never show them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import styles from './fixture.module.css';

function FixtureCard() {
  return (
    <div className={styles.card} data-testid="card">
      <p>Fixture card</p>
    </div>
  );
}

const meta = { title: 'Internal/VisualFixture', component: FixtureCard } satisfies Meta<typeof FixtureCard>;
export default meta;

export const Card: StoryObj<typeof meta> = {};

/** A card with a button its play focuses: what the spoken records' self-test hears. */
function FixtureForm() {
  return (
    <div className={styles.card} data-testid="card">
      <p>Fixture form</p>
      <button type="button">Save</button>
    </div>
  );
}

export const Form: StoryObj<typeof meta> = {
  render: () => <FixtureForm />,
  play: ({ canvasElement }) => {
    canvasElement.querySelector('button')!.focus();
  },
};
