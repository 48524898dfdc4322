import { describe, expect, it } from 'vitest';
import { parseRatio } from './ratio';

describe('parseRatio', () => {
  it.each([
    ['16/9', '16 / 9'],
    ['16 / 9', '16 / 9'],
    [' 4/3 ', '4 / 3'],
    ['1', '1 / 1'],
    ['1.85', '1.85 / 1'],
    ['2.39 / 1', '2.39 / 1'],
  ])('turns the ratio "%s" into the CSS value %s', (input, css) => {
    expect(parseRatio(input)).toBe(css);
  });

  it.each([undefined, '', 'wide', '16:9', '0/9', '16/0', '-1/2', '16/9/4', 'calc(1)'])('falls back to the default for %j', (input) => {
    expect(parseRatio(input)).toBeUndefined();
  });
});
