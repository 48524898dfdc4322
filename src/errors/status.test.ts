import { describe, expect, it } from 'vitest';
import { isErrorStatus, normaliseStatus, statusEntry } from './status';

describe('statusEntry', () => {
  it.each([
    [400, 'badRequest'],
    [404, 'notFound'],
    [405, 'methodNotAllowed'],
    [500, 'internalServerError'],
  ] as const)('maps %i to its own message', (status, key) => {
    expect(statusEntry(status)).toEqual({ code: status, key });
  });

  it.each(['404', ' 404 ', '404\n'])('normalises the numeric string %j', (value) => {
    expect(statusEntry(value)).toEqual({ code: 404, key: 'notFound' });
  });

  it.each([418, 401, 503, 599, '418'])('keeps the valid error status %j with the generic message', (value) => {
    expect(statusEntry(value)).toEqual({ code: Number(value), key: 'generic' });
  });

  const hostile: [string, unknown][] = [
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a negative', -404],
    ['zero', 0],
    ['99', 99],
    ['a success status', 200],
    ['600', 600],
    ['999', 999],
    ['a float', 404.5],
    ['a float string', '404.0'],
    ['"abc"', 'abc'],
    ['"<script>"', '<script>alert(1)</script>'],
    ['an empty string', ''],
    ['exponent notation', '4e2'],
    ['hex', '0x194'],
    ['a signed string', '+404'],
    ['undefined', undefined],
    ['null', null],
    ['an object', { status: 404 }],
    ['an array', [404]],
    ['a boolean', true],
    ['a bigint', 404n],
    ['a symbol', Symbol('404')],
    ['a function', () => 404],
    ['an object whose valueOf is 404', { valueOf: () => 404 }],
  ];

  it.each(hostile)('gives the generic message with no code for %s', (_, value) => {
    expect(statusEntry(value)).toEqual({ code: undefined, key: 'generic' });
  });

  it('never calls toString or valueOf on what it is given', () => {
    const trap = {
      toString: () => {
        throw new Error('touched');
      },
      valueOf: () => {
        throw new Error('touched');
      },
    };
    expect(() => statusEntry(trap)).not.toThrow();
  });
});

describe('normaliseStatus and isErrorStatus', () => {
  it('accepts exactly the whole numbers 400 to 599', () => {
    expect([399, 400, 599, 600].map(normaliseStatus)).toEqual([undefined, 400, 599, undefined]);
    expect([399.9, 400, 400.1].map(isErrorStatus)).toEqual([false, true, false]);
  });
});
