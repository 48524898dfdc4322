import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { storyDependencies } from './storyDependencies.ts';

const src = path.join(import.meta.dirname, '../../src');

/** Every package a browser file of src/ imports for its value (type-only imports load nothing). */
function importedPackages(): string[] {
  const packages = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith(`testing${path.sep}`)) continue;
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const [, kind, name] of text.matchAll(/(?:^|\n)\s*(import type|import|export)\b[^'"]*?from\s+'([^'.][^']*)'/g)) {
      if (kind !== 'import type') packages.add(name!);
    }
    for (const [, name] of text.matchAll(/import\(\s*'([^'.][^']*)'\s*\)/g)) packages.add(name!);
  }
  return [...packages].sort();
}

test('the story tests bundle every package src/ imports before the first test', () => {
  // React itself is in Storybook's own list (@storybook/react-vite's preset).
  expect(importedPackages().filter((name) => name !== 'react')).toEqual([...storyDependencies].sort());
});
