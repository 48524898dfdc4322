import { describe, expect, it } from 'vitest';
import type { CustomProperties } from './props';
import { mergeStyle, responsive, withClass } from './props';

describe('responsive', () => {
  it('writes a single value as one word', () => {
    expect(responsive('gap', '4', {})).toBe('4');
    expect(responsive('align', 'center')).toBe('center');
  });

  it('writes one word per breakpoint, prefixed after initial', () => {
    expect(responsive('gap', { initial: '2', md: '6' }, {})).toBe('2 md:6');
    expect(responsive('align', { sm: 'start', lg: 'end' })).toBe('sm:start lg:end');
  });

  it('turns a CSS length into the word custom plus a custom property per breakpoint', () => {
    const vars: CustomProperties = {};
    expect(responsive('gap', { initial: '13px', md: '4', lg: ' 2ch ' }, vars)).toBe('custom md:4 lg:custom');
    expect(vars).toEqual({ '--gw-gap-initial': '13px', '--gw-gap-lg': '2ch' });
  });

  it('drops missing and blank values, and returns undefined when nothing is left', () => {
    const vars: CustomProperties = {};
    expect(responsive('gap', undefined, vars)).toBeUndefined();
    expect(responsive('gap', null, vars)).toBeUndefined();
    expect(responsive('gap', '  ', vars)).toBeUndefined();
    expect(responsive('gap', { initial: '', md: undefined as never }, vars)).toBeUndefined();
    expect(vars).toEqual({});
  });

  it('writes numbers as words', () => {
    expect(responsive('columns', { initial: 1, md: 3 })).toBe('1 md:3');
  });
});

describe('mergeStyle and withClass', () => {
  it('returns the caller style untouched when nothing was generated, and lets the caller win otherwise', () => {
    const style = { color: 'red' };
    expect(mergeStyle({}, style)).toBe(style);
    expect(mergeStyle({ '--gw-gap-initial': '1px' }, { '--gw-gap-initial': '2px' } as never)).toEqual({ '--gw-gap-initial': '2px' });
  });

  it('appends the caller class name', () => {
    expect(withClass('own', undefined)).toBe('own');
    expect(withClass('own', 'theirs')).toBe('own theirs');
  });
});
