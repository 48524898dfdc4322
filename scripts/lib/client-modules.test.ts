// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientReasons, hasUseClient } from './client-modules.mjs';

/** Built ES modules, by name: each test reads the reasons for one (one TypeScript program for all). */
const modules = {
  context: 'import { createContext } from "react"; export const C = createContext(1);',
  callsHook: 'import { useErrorLocale } from "./ErrorLocale.js"; export const f = () => useErrorLocale();',
  document: 'export const f = () => document.title;',
  clientPackage: 'import { ErrorBoundary } from "react-error-boundary"; export { ErrorBoundary as B };',
  serverReact: 'import { jsx } from "react/jsx-runtime"; import { memo, useId } from "react"; export const S = memo(() => jsx("div", { id: useId() }));',
  barrel: 'import { useErrorLocale } from "./ErrorLocale.js"; export { useErrorLocale };',
  serverGlobals: 'export const f = (location) => new URL(location.href).pathname + setTimeout.name;',
};
const dir = mkdtempSync(path.join(os.tmpdir(), 'client-modules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = Object.fromEntries(Object.keys(modules).map((name) => [name, path.join(dir, `${name}.js`)] as const));
for (const [name, source] of Object.entries(modules)) writeFileSync(files[name]!, source);
const reasons = clientReasons(Object.values(files));
const reasonsFor = (name: keyof typeof modules) => reasons.get(files[name]!);

describe('clientReasons', () => {
  it('needs the client for React APIs missing from its server build, hooks it calls, client packages, browser APIs', () => {
    expect(reasonsFor('context')).toEqual(['imports createContext from react (not in its server build)']);
    expect(reasonsFor('callsHook')).toEqual(['calls the hook useErrorLocale from ./ErrorLocale.js']);
    expect(reasonsFor('document')).toEqual(['uses the browser API document']);
    expect(reasonsFor('clientPackage')).toEqual(['imports react-error-boundary, a client module']);
  });

  it('keeps server-safe what only renders, re-exports hooks, or uses what servers also have', () => {
    expect(reasonsFor('serverReact')).toEqual([]);
    expect(reasonsFor('barrel')).toEqual([]);
    expect(reasonsFor('serverGlobals')).toEqual([]);
  });
});

describe('hasUseClient', () => {
  it('reads the directive only as the first statement', () => {
    expect(hasUseClient('"use client";\nimport x from "y";')).toBe(true);
    expect(hasUseClient("'use client'")).toBe(true);
    expect(hasUseClient('import x from "y";\n"use client";')).toBe(false);
    expect(hasUseClient('// "use client"')).toBe(false);
  });
});
