import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopedClassName } from '../../scripts/css-modules.mjs';

const layout = path.resolve(import.meta.dirname);
const modules = readdirSync(layout, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.module.css'));
const localNames = (file: string) => [
  ...new Set([...readFileSync(path.join(layout, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]!)),
];

describe('layout class names', () => {
  it('are unique across the primitives, since they are published without a hash', () => {
    const owners = new Map<string, string>();
    for (const file of modules) {
      for (const local of localNames(file)) {
        expect(owners.get(local), `.${local} in ${file} and ${owners.get(local)}`).toBeUndefined();
        owners.set(local, file);
      }
    }
    expect(owners.size).toBeGreaterThanOrEqual(12);
  });

  it('are each declared by name beside their module, exactly (the primitives import them by name)', () => {
    for (const file of modules) {
      const declaration = readFileSync(path.join(layout, file.replace(/\.module\.css$/, '.module.d.css.ts')), 'utf8');
      const declared = [...declaration.matchAll(/export declare const (\w+): string;/g)].map((m) => m[1]!);
      expect(declared.sort(), file).toEqual(localNames(file).sort());
    }
  });

  it('are gw-<local> for the layout primitives and gw-<Module>-<local> elsewhere', () => {
    expect(scopedClassName('stack', path.join(layout, 'Stack/Stack.module.css'))).toBe('gw-stack');
    expect(scopedClassName('heading', '/repo/src/errors/ErrorPage/ErrorPage.module.css?used')).toBe('gw-ErrorPage-heading');
  });
});
