// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'docs/package-readme.md'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

describe('the packed README (docs/package-readme.md)', () => {
  it('links only to absolute addresses: relative links break on the registry page', () => {
    const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !/^https:\/\//.test(link!))).toEqual([]);
  });

  it('names only stylesheets and entries the package exports', () => {
    const named = [...readme.matchAll(/'@groundwork\/ui(\/[^'?]*)?(?:\?url)?'/g)].map((m) => `.${m[1] ?? ''}`);
    const exported = Object.keys(manifest.exports).map((key) => new RegExp(`^${key.replace(/[.]/g, '\\.').replace('*', '[^/]+')}$`));
    expect(named.filter((entry) => !exported.some((pattern) => pattern.test(entry)))).toEqual([]);
  });
});
