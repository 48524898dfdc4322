// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedManifest, writeResolverFallbacks } from './stage-package.mjs';

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

describe('writeResolverFallbacks', () => {
  it('makes every subpath a path that exists for resolvers without exports', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'groundwork-stage-'));
    try {
      for (const file of ['dist-lib/layout/Stack/index.js', 'dist-lib/layout/internal/props.js', 'dist-lib/errors/index.js']) {
        mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(out, file), '');
      }
      const written = writeResolverFallbacks(out, manifest as { exports: Record<string, unknown> });
      expect(written).toEqual(expect.arrayContaining(['errors', 'layout', 'styles.css', 'tokens.css']));
      expect(JSON.parse(readFileSync(path.join(out, 'errors/package.json'), 'utf8'))).toEqual({
        main: '../dist-lib/errors/index.cjs',
        module: '../dist-lib/errors/index.js',
        types: '../dist-lib/errors/index.d.cts',
      });
      expect(JSON.parse(readFileSync(path.join(out, 'layout/Stack/package.json'), 'utf8')).module).toBe('../../dist-lib/layout/Stack/index.js');
      expect(existsSync(path.join(out, 'layout/internal'))).toBe(false);
      expect(readFileSync(path.join(out, 'styles.css'), 'utf8')).toBe('@import "./dist-lib/styles.css";\n');
      expect(readFileSync(path.join(out, 'layout/Stack.css'), 'utf8')).toBe('@import "../dist-lib/styles/layout/Stack.css";\n');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
