// @vitest-environment node
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import config from '../stylelint.config.js';

const lint = async (code: string) => {
  const { results } = await stylelint.lint({ code, config });
  return results[0]!.warnings.map((w) => w.rule);
};

describe('stylelint keeps CSS logical', () => {
  it.each([
    'margin-left: 1rem',
    'padding-right: 0',
    'left: 0',
    'border-top-left-radius: 2px',
    'width: 10px',
    'max-height: 1px',
  ])('rejects "%s"', async (declaration) => {
    expect(await lint(`a { ${declaration}; }`)).toContain('property-disallowed-list');
  });

  it.each(['text-align: left', 'float: right'])('rejects the physical value in "%s"', async (declaration) => {
    expect(await lint(`a { ${declaration}; }`)).toContain('declaration-property-value-disallowed-list');
  });

  it('accepts logical properties and values', async () => {
    expect(
      await lint('a {\n  margin-inline-start: 1rem;\n  inset-inline-end: 0;\n  inline-size: 10px;\n  text-align: start;\n}\n'),
    ).toEqual([]);
  });
});
