import { describe, expect, it } from 'vitest';
import { layoutStyle, withClass } from './props';

describe('layoutStyle', () => {
  it('maps a space token name to its custom property and keeps any other length as written', () => {
    expect(layoutStyle(undefined, { gap: '4', padding: ' 13px ', 'row-gap': '0' })).toEqual({
      '--gw-gap': 'var(--gw-space-4)',
      '--gw-padding': '13px',
      '--gw-row-gap': 'var(--gw-space-0)',
    });
  });

  it('writes keywords and counts as they are: a number is a count, never a token', () => {
    expect(layoutStyle(undefined, { align: 'center', columns: 3 })).toEqual({ '--gw-align': 'center', '--gw-columns': '3' });
  });

  it('writes one switch term per breakpoint, carrying the last value forward, none before the first', () => {
    expect(layoutStyle(undefined, { gap: { initial: '2', md: '6' }, align: { sm: 'start', lg: 'end' } })).toEqual({
      '--gw-gap': 'var(--gw-bp-initial,var(--gw-space-2))var(--gw-bp-sm,var(--gw-space-2))var(--gw-bp-md,var(--gw-space-6))var(--gw-bp-lg,var(--gw-space-6))',
      // Before the first value the term has none: the property is invalid there, the default applies.
      '--gw-align': 'var(--gw-bp-initial)var(--gw-bp-sm,start)var(--gw-bp-md,start)var(--gw-bp-lg,end)',
    });
  });

  it('uses the container switches when asked (Grid in container mode)', () => {
    expect(layoutStyle(undefined, { columns: { initial: 1, md: 4 } }, 'cq')).toEqual({
      '--gw-columns': 'var(--gw-cq-initial,1)var(--gw-cq-sm,1)var(--gw-cq-md,4)var(--gw-cq-lg,4)',
    });
  });

  it('sets nothing for missing, null and blank values, so the CSS default applies', () => {
    expect(layoutStyle(undefined, { gap: undefined, padding: null, gutters: '  ', align: '' })).toEqual({});
  });

  it('lets the caller style win over the generated properties', () => {
    expect(layoutStyle({ '--gw-gap': '2px', color: 'red' } as never, { gap: '4' })).toEqual({ '--gw-gap': '2px', color: 'red' });
  });
});

describe('withClass', () => {
  it('appends the caller class name', () => {
    expect(withClass('own', undefined)).toBe('own');
    expect(withClass('own', 'theirs')).toBe('own theirs');
  });
});
