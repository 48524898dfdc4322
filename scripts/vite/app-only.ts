/**
 * True when Vite runs for the app itself (`vite`, `vite build`, `vite preview`), false inside
 * Vitest or Storybook, which read the same vite.config.ts but must not get the app's plugins.
 */
export const isAppRun = () => !process.env.VITEST && process.env.STORYBOOK !== 'true';
