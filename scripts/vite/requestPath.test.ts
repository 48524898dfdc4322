// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseRequestPath } from './requestPath';

describe('normaliseRequestPath (the path a static host resolves)', () => {
  it.each([
    ['/', '/'],
    ['/presentations/%34%30%30?q=1#x', '/presentations/400'],
    // A path, never a host: new URL('//evil.example', base) would make it `/`.
    ['//evil.example', '//evil.example'],
    ['/\\evil.example', '/\\evil.example'],
    ['/%2F%2Fevil.example', '///evil.example'],
    ['/a/./b/../c', '/a/c'],
    ['/a/%2e%2e/b', '/b'],
    ['/a/..', '/'],
    ['/a/b/.', '/a/b/'],
    ['/%ff', '/\uFFFD'],
  ])('%s → %s', (target, path) => {
    expect(normaliseRequestPath(target)).toBe(path);
  });

  it.each(['/..', '/a/../..', '/%2e%2e/etc/passwd', '/%', '/%zz', '/a%00b', 'evil.example', '*', 'http://evil.example/'])('%s is a bad request', (target) => {
    expect(normaliseRequestPath(target)).toBeNull();
  });
});
