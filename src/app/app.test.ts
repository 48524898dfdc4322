import { describe, expect, it } from 'vitest';
import homeData from './data/index.json';
import { isAppRoute } from './route/matchRoute';
import { parseHomeContent } from './screens/Home/homeContent';

describe('isAppRoute', () => {
  it.each(['/', '/presentations/404', '/presentations/%3Cb%3E'])('%s is an app route', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });
  it.each(['', '/x', '/presentations', '/presentations/', '/presentations/a/b', '//', '/api', '/index'])('%s is not', (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});

describe('parseHomeContent', () => {
  it('accepts the data the build serves', () => {
    expect(parseHomeContent(homeData).presentations.length).toBeGreaterThan(0);
  });
  it.each([
    ['null', null],
    ['a string', 'home'],
    ['an array', []],
    ['a number title', { ...homeData, title: 42 }],
    ['an empty title', { ...homeData, title: '  ' }],
    ['presentations not a list', { ...homeData, presentations: {} }],
    ['a presentation without id', { ...homeData, presentations: [{ name: 'x', description: 'y' }] }],
    ['a null presentation', { ...homeData, presentations: [null] }],
    ['no server link', { ...homeData, server: undefined }],
  ])('rejects %s with a clear error', (_, value) => {
    expect(() => parseHomeContent(value)).toThrow(TypeError);
    expect(() => parseHomeContent(value)).toThrow(/^Home data: "\w+" must be /);
  });
});
