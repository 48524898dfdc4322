// @vitest-environment node
// The app's folders read route → data → screen → fallback: these checks keep them that way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = import.meta.dirname;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? [file, ...walk(file)] : [file];
  });
}

const entries = walk(appDir);
const sources = entries.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));

/** The app files a source imports: static, type-only and dynamic imports alike. */
function appImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from\s+|import\()'(\.[^']+)'/g)]
    .map((match) => path.resolve(path.dirname(file), match[1]!))
    .flatMap((base) => [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].filter((candidate) => existsSync(candidate) && statSync(candidate).isFile()).slice(0, 1))
    .filter((target) => target.startsWith(appDir));
}

const graph = new Map(sources.map((file) => [file, appImports(file)]));
const relative = (file: string) => path.relative(appDir, file);

/** Every import circle, each as the chain of files that closes it. */
function circles(): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, chain: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...chain, next].map(relative).join(' → '));
      else if (!state.has(next)) visit(next, [...chain, next]);
    }
    state.set(file, 'done');
  };
  for (const file of sources) if (!state.has(file)) visit(file, [file]);
  return found;
}

describe('src/app layout', () => {
  it('has no import circle, type-only and dynamic imports included', () => {
    expect(sources.length).toBeGreaterThan(10);
    expect(circles()).toEqual([]);
  });

  it('never spells one file or folder name in two cases', () => {
    const byName = new Map<string, Set<string>>();
    for (const entry of entries) {
      const name = path.basename(entry).replace(/\.\w+$/, '');
      byName.set(name.toLowerCase(), (byName.get(name.toLowerCase()) ?? new Set()).add(name));
    }
    expect([...byName.values()].filter((spellings) => spellings.size > 1).map((spellings) => [...spellings])).toEqual([]);
  });

  it('keeps data/ and fallback/ below the routes and screens that use them', () => {
    const upward = sources
      .filter((file) => /^(data|fallback)\//.test(relative(file)))
      .flatMap((file) => (graph.get(file) ?? []).filter((target) => /^(route|screens)\//.test(relative(target))).map((target) => `${relative(file)} → ${relative(target)}`));
    expect(upward).toEqual([]);
  });
});
