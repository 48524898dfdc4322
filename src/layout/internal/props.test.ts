import { describe, expect, it } from 'vitest';
import { layoutStyle, withClass } from './props';

describe('layoutStyle', () => {
  it('maps a space token name to its custom property and keeps any other length as written', () => {
    expect(layoutStyle(undefined, { gap: '4', padding: ' 13px ', 'row-gap': '0' })).toEqual({
      style: { '--gw-gap': 'var(--gw-space-4)', '--gw-padding': '13px', '--gw-row-gap': 'var(--gw-space-0)' },
      'data-r': undefined,
    });
  });

  it('writes keywords and counts as they are: a number is a count, never a token', () => {
    expect(layoutStyle(undefined, { align: 'center', columns: 3 }).style).toEqual({ '--gw-align': 'center', '--gw-columns': '3' });
  });

  it('writes all four breakpoints of a responsive value, carrying the last one forward, and marks it', () => {
    expect(layoutStyle(undefined, { gap: { initial: '2', md: '6' }, align: { sm: 'start', lg: 'end' } })).toEqual({
      style: {
        '--gw-gap-initial': 'var(--gw-space-2)',
        '--gw-gap-sm': 'var(--gw-space-2)',
        '--gw-gap-md': 'var(--gw-space-6)',
        '--gw-gap-lg': 'var(--gw-space-6)',
        // Before the first value, the CSS-wide keyword: the primitive's default applies.
        '--gw-align-initial': 'initial',
        '--gw-align-sm': 'start',
        '--gw-align-md': 'start',
        '--gw-align-lg': 'end',
      },
      'data-r': 'gap align',
    });
  });

  it('sets nothing for missing, null and blank values, so the CSS default applies', () => {
    expect(layoutStyle(undefined, { gap: undefined, padding: null, gutters: '  ', align: '' })).toEqual({ style: {}, 'data-r': undefined });
  });

  it('lets the caller style win over the generated properties', () => {
    expect(layoutStyle({ '--gw-gap': '2px', color: 'red' } as never, { gap: '4' }).style).toEqual({ '--gw-gap': '2px', color: 'red' });
  });
});

describe('withClass', () => {
  it('appends the caller class name', () => {
    expect(withClass('own', undefined)).toBe('own');
    expect(withClass('own', 'theirs')).toBe('own theirs');
  });
});
