import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

// GW_STORIES narrows the story set (comma-separated globs from the repository root), so the
// Storybook e2e tests start or build a small Storybook, and the scale bench (bench/scale.mjs) loads
// its generated stories (under reports/, never committed); unset, every story and MDX page loads.
const narrowed = process.env.GW_STORIES?.split(',')
  .filter(Boolean)
  .map((glob) => `../${glob}`);

const config: StorybookConfig = {
  stories: narrowed?.length ? narrowed : ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown (tables, strikethrough, task lists) in every MDX page.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The "Get started" checklist above the sidebar is Storybook's own onboarding, not ours.
  features: { sidebarOnboardingChecklist: false },
  // Props tables and controls from the components' TypeScript types (imported unions expanded into
  // options). That builds a TypeScript program on the first preview load (figures:
  // docs/performance.md). Story tests show no docs (Vitest sets VITEST), and the narrowed
  // Storybook the e2e starts for "Run tests" shows none that a test reads, so those take no
  // docgen or the quick Babel-based one.
  typescript: { reactDocgen: process.env.VITEST ? false : narrowed?.length ? 'react-docgen' : 'react-docgen-typescript' },
};

export default config;
