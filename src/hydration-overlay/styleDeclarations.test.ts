import { describe, expect, it } from 'vitest';
import { sameStyle, styleDeclarations } from './styleDeclarations';

describe('styleDeclarations', () => {
  it('reads declarations whatever their spacing, the last one of a property winning', () => {
    expect([...styleDeclarations(' Color : red ; margin:0  auto;color:blue;; ')]).toEqual([
      ['color', 'blue'],
      ['margin', '0 auto'],
    ]);
  });

  it('does not split inside quotes or parentheses', () => {
    expect(styleDeclarations('content:"a;b";background:url(x;y)').get('background')).toBe('url(x;y)');
    expect(styleDeclarations('content:"a;b"').get('content')).toBe('"a;b"');
  });

  it('skips fragments that are not declarations', () => {
    expect(styleDeclarations('nonsense; :red; color:; width: 1px').size).toBe(1);
    expect(sameStyle('', ';')).toBe(true);
  });
});
