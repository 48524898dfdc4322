// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryNeeds, entryProblems, rangeFloor } from './react-apis.mjs';

/** An entry's graph from a table of built modules (absolute paths under /dist). */
const needsOf = (modules: Record<string, string>) =>
  entryNeeds('/dist/index.js', (file: string) => {
    const text = modules[file];
    if (text === undefined) throw new Error(`no module ${file}`);
    return text;
  });

describe('rangeFloor', () => {
  it('reads the lowest version a peer range admits', () => {
    expect(rangeFloor('^18.3.0 || ^19.0.0')).toBe('18.3');
    expect(rangeFloor('^19.2.0')).toBe('19.2');
    expect(rangeFloor('>=19.1.0 || ^18.3.1')).toBe('18.3');
  });
});

describe('entryProblems', () => {
  it('passes an entry whose imports all exist at the floor, through its relative imports', () => {
    const needs = needsOf({
      '/dist/index.js': 'export { Stack } from "./Stack.js";',
      '/dist/Stack.js': 'import { forwardRef, useSyncExternalStore } from "react";\nimport { jsx } from "react/jsx-runtime";',
    });
    expect(needs.modules).toBe(2);
    expect(entryProblems(needs, '18.3').problems).toEqual([]);
  });

  it('fails a named import newer than the floor, wherever in the graph (useEffectEvent is 19.2)', () => {
    const needs = needsOf({
      '/dist/index.js': 'export * from "./usePageData.js";',
      '/dist/usePageData.js': 'import { useEffect, useEffectEvent } from "react";',
    });
    expect(entryProblems(needs, '18.3').problems).toEqual([expect.stringContaining('react:useEffectEvent by name, from React 19.2')]);
    expect(entryProblems(needs, '19.2').problems).toEqual([]);
  });

  it('fails a named import above the floor even when the entry states a higher minimum: Node would not link it', () => {
    const needs = needsOf({ '/dist/index.js': 'import { captureOwnerStack } from "react";\nrequireReact("x", "19.1");' });
    expect(needs.minimum).toBe('19.1');
    expect(entryProblems(needs, '18.3').problems).toEqual([expect.stringContaining('fails to link before requireReact')]);
  });

  it('lets a stated minimum cover namespace members, and an optional call any version', () => {
    const member = needsOf({ '/dist/index.js': 'import * as React from "react";\nrequireReact("x", "19.0");\nReact.use(p);' });
    expect(entryProblems(member, '18.3').problems).toEqual([]);
    const tooNew = needsOf({ '/dist/index.js': 'import * as React from "react";\nrequireReact("x", "19.0");\nReact.useEffectEvent(f);' });
    expect(entryProblems(tooNew, '18.3').problems).toEqual([expect.stringContaining("above the entry's 19.0")]);
    const optional = needsOf({ '/dist/index.js': 'import * as React from "react";\nReact.captureOwnerStack?.();' });
    expect(entryProblems(optional, '18.3').problems).toEqual([]);
  });

  it('counts a context rendered as its own provider as React 19.0, and Context.Provider as any', () => {
    const bare = needsOf({ '/dist/index.js': 'import { createContext } from "react";\nimport { jsx } from "react/jsx-runtime";\nconst C = createContext(0);\nexport const P = (p) => jsx(C, { value: 1, children: p.children });' });
    expect(entryProblems(bare, '18.3').problems).toEqual([expect.stringContaining('<C value> (a context as its provider)')]);
    const provider = needsOf({ '/dist/index.js': 'import { createContext } from "react";\nimport { jsx } from "react/jsx-runtime";\nconst C = createContext(0);\nexport const P = (p) => jsx(C.Provider, { value: 1, children: p.children });' });
    expect(entryProblems(provider, '18.3').problems).toEqual([]);
  });

  it('fails an API the table does not know, so a new one is dated before it ships', () => {
    const needs = needsOf({ '/dist/index.js': 'import { useBrandNew } from "react";' });
    expect(entryProblems(needs, '18.3').problems).toEqual([expect.stringContaining('not in the table')]);
  });
});
