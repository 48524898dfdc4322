import { describe, expect, it } from 'vitest';
import { shortComponentStack } from './componentStack';
import { formatHydrationReport } from './report';
import { textDiff } from './textDiff';

describe('formatHydrationReport', () => {
  it("names a boundary as one, an extension's attribute, and a style a policy blocked, each in one line", () => {
    const report = formatHydrationReport([
      { kind: 'added', path: 'div.parent', boundary: 'Suspense', server: null, client: '<Suspense fallback={<p>}>' },
      { kind: 'attribute', path: 'body', attribute: 'data-gr-ext-installed', server: '', client: null, extension: 'Grammarly' },
      { kind: 'attribute', path: 'main > p', attribute: 'style', server: 'opacity:0', client: 'opacity: 1', styleBlocked: true },
    ]);
    expect(report).toContain(`1. Suspense boundary only in the client render
   Where: div.parent
   Where names the element the Suspense boundary is in: a boundary has no element of its own.
`);
    expect(report).toContain(`   Where: body
   Only the page's HTML has it, and Grammarly writes it into pages: a browser extension changed the HTML before React loaded, not your code.
`);
    expect(report).toContain(`   Where: main > p
   The page's Content Security Policy kept the browser from applying the server's style attribute (no 'unsafe-inline' in style-src), so React compared an empty style. Server shows the attribute where the browser kept it.
   Server: opacity:0
`);
  });

  it('lists every mismatch in plain text, with page, React message and component stack', () => {
    const report = formatHydrationReport(
      [
        { kind: 'text', path: 'main > h1', server: 'Hello', client: 'Hi', componentStack: '\n    at Greeting (http://x/a.js:1:1)\n    at App (http://x/b.js:2:2)' },
        { kind: 'attribute', path: 'main > a', attribute: 'href', server: '/a', client: null },
        { kind: 'added', path: 'main > aside', server: null, client: '<aside></aside>' },
      ],
      { url: 'http://localhost:5173/', reactMessage: "Hydration failed because the server rendered text didn't match the client." },
    );
    expect(report).toBe(`Hydration Mismatch Occurred
3 mismatches between the server HTML and the first client render
Page: http://localhost:5173/
React's message: Hydration failed because the server rendered text didn't match the client.

1. Text differs
   Where: main > h1
   Server: Hello
   Client: Hi
   Component stack:
     at Greeting (http://x/a.js:1:1)
     at App (http://x/b.js:2:2)

2. Attribute differs: href
   Where: main > a
   Server: /a
   Client: (none)

3. Element only in the client render
   Where: main > aside
   Server: (none)
   Client: <aside></aside>
`);
  });

  it("says what React reported, reads a position as one sentence, groups identical entries and prints empty values as React does", () => {
    const li = { kind: 'text' as const, path: 'ul > li', server: 'server', client: 'client' };
    const report = formatHydrationReport(
      [
        { kind: 'position', path: 'div > aside:nth-child(1)', server: '<p>', client: '<aside>', textSides: { server: false, client: false } },
        { kind: 'position', path: 'div > span', server: 'text', client: '<span>', textSides: { server: true, client: false } },
        li,
        li,
        { kind: 'attribute', path: 'p', attribute: 'hidden', server: '', client: '{false}' },
      ],
      { reactReports: [{ source: 'recoverable' }, { source: 'recoverable' }, { source: 'console' }] },
    );
    expect(report).toContain('React reported 2 hydration errors and 1 attribute warning\nA hydration error names the first difference React met in one Suspense boundary');
    expect(report).toContain('Fix these and reload to see the next one, if any.');
    expect(report).toContain('1. Different node at one position\n   Where: div > aside:nth-child(1)\n   The client rendered <aside> where the server HTML has <p>.\n   Server: <p>\n   Client: <aside>');
    expect(report).toContain('The client rendered <span> where the server HTML has the text "text".');
    expect(report).toContain('3. Text differs (2 identical reports)\n   Where: ul > li');
    expect(report).not.toContain('5.');
    expect(report).toContain('4. Attribute differs: hidden\n   Where: p\n   Server: ""\n   Client: {false}');
    expect(formatHydrationReport([], { reactReports: [{ source: 'console' }] })).not.toContain('first difference');
  });

  it('says so when there is nothing to list', () => {
    expect(formatHydrationReport([])).toContain('0 mismatches');
    expect(formatHydrationReport([])).toContain('named no node');
  });
});

describe('textDiff', () => {
  it('splits two values around the part that differs', () => {
    expect(textDiff('Hello, server!', 'Hello, client!')).toEqual({ prefix: 'Hello, ', server: 'server', client: 'client', suffix: '!' });
    expect(textDiff('abc', 'abc')).toEqual({ prefix: 'abc', server: '', client: '', suffix: '' });
    expect(textDiff('a-X-a', 'a--a')).toEqual({ prefix: 'a-', server: 'X', client: '', suffix: '-a' });
  });

  it('widens the differing part to whole words', () => {
    expect(textDiff('Good morning, Ada', 'Good evening, Ada')).toEqual({ prefix: 'Good ', server: 'morning', client: 'evening', suffix: ', Ada' });
    expect(textDiff('ab', 'aXb')).toEqual({ prefix: '', server: 'ab', client: 'aXb', suffix: '' });
    expect(textDiff('a good day', 'a very good day')).toEqual({ prefix: 'a ', server: '', client: 'very ', suffix: 'good day' });
    expect(textDiff('/2', '/2?x')).toEqual({ prefix: '/2', server: '', client: '?x', suffix: '' });
  });

  it('never cuts a code point in half', () => {
    expect(textDiff('a 😀', 'a 😃')).toEqual({ prefix: 'a ', server: '😀', client: '😃', suffix: '' });
  });
});

describe('shortComponentStack', () => {
  it('names the innermost components of either stack style', () => {
    expect(shortComponentStack('\n    at Greeting (http://x/a.js:1:1)\n    at Page (http://x/b.js:1:1)')).toBe('Greeting ‹ Page');
    expect(shortComponentStack('\n    in h1\n    in Greeting\n    in Page\n    in App')).toBe('h1 ‹ Greeting ‹ Page ‹ …');
    expect(shortComponentStack('something else')).toBe('something else');
  });

  it("names them in Firefox's and WebKit's frame style too (React writes the engine's own)", () => {
    expect(shortComponentStack('\nGreeting@http://x/a.js:1:1\nmain@unknown:0:0\nPage@http://x/b.js:1:1')).toBe('Greeting ‹ main ‹ Page');
  });
});
