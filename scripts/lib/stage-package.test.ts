// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedManifest } from './stage-package.mjs';

const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as Record<string, unknown>;

describe('publishedManifest', () => {
  it('carries no script, development dependency or install policy of ours', () => {
    const published = publishedManifest(manifest);
    expect(published).not.toHaveProperty('scripts');
    expect(published).not.toHaveProperty('devDependencies');
    expect(published).not.toHaveProperty('allowScripts');
  });

  it('keeps what a consumer and the registry need', () => {
    const published = publishedManifest(manifest);
    for (const field of ['name', 'version', 'type', 'exports', 'files', 'sideEffects', 'dependencies', 'peerDependencies', 'engines', 'license', 'repository', 'homepage', 'bugs']) {
      expect(published, field).toHaveProperty(field);
    }
  });

  it('names no source file in sideEffects (the package has none)', () => {
    const published = publishedManifest(manifest) as { sideEffects: string[] };
    expect(published.sideEffects).toEqual(['**/*.css']);
    expect(manifest.sideEffects).toContain('./src/tokens/index.ts');
  });
});
