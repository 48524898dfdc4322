// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { examplesIn, exportedNames } from './jsdoc-examples.mjs';

describe('examplesIn', () => {
  it('reads one-line and multi-line @examples, and stops at the next tag', () => {
    const source = [
      '/**',
      ' * Picks one.',
      ' * @example negotiateLocale(\'fr\', [\'en\']) // undefined',
      ' * @example',
      ' * <Stack gap="3">',
      ' *   <p>Body</p>',
      ' * </Stack>',
      ' * @default \'4\'',
      ' */',
      'export declare function f(): void;',
    ].join('\n');
    expect(examplesIn(source)).toEqual([
      { text: "negotiateLocale('fr', ['en']) // undefined", line: 3 },
      { text: '<Stack gap="3">\n  <p>Body</p>\n</Stack>', line: 4 },
    ]);
  });
});

describe('exportedNames', () => {
  it('lists declared and re-listed names, not re-exports from other files', () => {
    const source = "export declare function a(): void;\nexport interface B {}\ntype C = 1;\nexport { type C, d as e };\nexport { f } from './f.js';";
    expect([...exportedNames(source)].sort()).toEqual(['B', 'C', 'a', 'e']);
  });
});
