// Serves a built Storybook as plain files: none of the app's plugins (CSP, 404 pages, budgets).
import { defineConfig } from 'vite';

export default defineConfig({});
