// Removes this run's own Storybook build (playwright.storybook.config.ts lists it in its metadata).
import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';

export default function teardown(config: FullConfig) {
  const dirs = (config.metadata as { privateDirs?: string[] }).privateDirs ?? [];
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
