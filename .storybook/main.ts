import type { StorybookConfig } from '@storybook/react-vite';

// The scale bench (scripts/bench/scale.mjs) points this at its generated stories (under reports/,
// never committed) to measure the story lane at hundreds of stories.
const scaleStories = process.env.SCALE_STORIES_DIR;

const config: StorybookConfig = {
  stories: scaleStories ? [`../${scaleStories}/**/*.stories.tsx`] : ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
