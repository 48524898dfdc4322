import { describe, expect, it } from 'vitest';
import { cssSegment } from './selector';

describe('cssSegment', () => {
  it('names an element by its id alone, or by its classes and distinguishing attributes', () => {
    expect(cssSegment('li', [{ name: 'id', value: 'item-7' }], 3)).toBe('li#item-7');
    expect(cssSegment('p', [{ name: 'className', value: ' x  y 1bad ' }, { name: 'title', value: 'ignored' }])).toBe('p.x.y');
    expect(cssSegment('li', [{ name: 'data-i', value: '7' }, { name: 'aria-label', value: 'Say "hi"' }])).toBe('li[data-i="7"][aria-label="Say \\"hi\\""]');
  });

  it('quotes an id that is no identifier, and leaves out booleans and values React did not give', () => {
    expect(cssSegment('div', [{ name: 'id', value: ':r1:' }], 2)).toBe('div[id=":r1:"]');
    expect(cssSegment('input', [{ name: 'data-on', value: '{true}' }, { name: 'name', value: null }])).toBe('input');
  });

  it('adds the sibling index when one is given', () => {
    expect(cssSegment('p', [], 2)).toBe('p:nth-child(2)');
  });
});
