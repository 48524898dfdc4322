// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPageRequest } from './devSsr';
import { prerenderedFile } from './prerender';

describe('isPageRequest (what the dev server renders on the server)', () => {
  it.each(['/', '/presentations/500', '/no/such/page', '/__dev/hydration-mismatch'])('%s, asked for as HTML', (path) => {
    expect(isPageRequest('GET', 'text/html,application/xhtml+xml', path)).toBe(true);
    expect(isPageRequest('HEAD', 'text/html', path)).toBe(true);
  });
  it.each([
    ['a module', 'GET', '*/*', '/src/app/main.tsx'],
    ['a file, even as HTML', 'GET', 'text/html', '/favicon.svg'],
    ['Vite’s own path', 'GET', 'text/html', '/@vite/client'],
    ['the API', 'GET', 'text/html', '/api/status'],
    ['a POST', 'POST', 'text/html', '/'],
    ['no Accept', 'GET', undefined, '/'],
  ])('not %s', (_, method, accept, path) => {
    expect(isPageRequest(method, accept, path)).toBe(false);
  });
});

describe('prerenderedFile', () => {
  it('is index.html for / and <path>.html for the rest', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/presentations/500')).toBe('presentations/500.html');
  });
});
