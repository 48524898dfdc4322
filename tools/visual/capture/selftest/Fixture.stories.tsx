/**
 * Fixture stories for the visual loop's own tests (loop.browser.test.tsx). They live outside
 * stories/, so Storybook and the story tests never show them.
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
