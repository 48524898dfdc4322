import { describe, expect, it } from 'vitest';
import { parseReactDiff } from './reactDiff';
import { formatConsoleArguments, readReactHydrationReport } from './reactReports';

// Diffs as React 19's development build prints them (react-dom's describeDiff), copied from its
// messages in Chromium (the corpus test, corpus.browser.test.tsx, runs the real thing).
describe('parseReactDiff', () => {
  it('reads a text and an attribute difference with their components and host path', () => {
    const diff = [
      '  <Page C={function Greeting}>',
      '    <main>',
      '      <Greeting>',
      '        <p',
      '+         title="client"',
      '-         title="server"',
      '        >',
      '          <b>',
      '+           client',
      '-           server',
    ].join('\n');
    expect(parseReactDiff(diff)).toEqual([
      { kind: 'attribute', path: 'main > p', attribute: 'title', server: 'server', client: 'client', componentStack: 'at Greeting\nat Page' },
      { kind: 'text', path: 'main > p > b', server: 'server', client: 'client', componentStack: 'at Greeting\nat Page' },
    ]);
  });

  it("reads a style object's declarations, and skips the element's unchanged text React prints with +", () => {
    const diff = ['  <S>', '    <div', '      style={{', '+       color: "blue"', '-       color: "red"', '      }}', '    >', '+     x'].join('\n');
    expect(parseReactDiff(diff)).toEqual([{ kind: 'attribute', path: 'div', attribute: 'style', server: 'color: "red"', client: 'color: "blue"', componentStack: 'at S' }]);
  });

  it('reads values React escaped, and no value as null', () => {
    const diff = ['  <p', '+   title={undefined}', '-   title="tip"', '+   data-x={"a\\"b"}', '  >', '    <b>', '+     {"Fish & chips"}', '-     {"Fish &amp; chips"}'].join('\n');
    expect(parseReactDiff(diff)).toEqual([
      { kind: 'attribute', path: 'p', attribute: 'title', server: 'tip', client: null },
      { kind: 'attribute', path: 'p', attribute: 'data-x', server: null, client: 'a"b' },
      { kind: 'text', path: 'p > b', server: 'Fish &amp; chips', client: 'Fish & chips' },
    ]);
  });

  it('reads elements only one side has, with their props, and skips the lines React elided', () => {
    const diff = ['  <List>', '    ...', '      <ul>', '        <li>', '-       <li>', '+       <aside className="note">', '-       <span', '-         className="extension"', '-       >'].join('\n');
    expect(parseReactDiff(diff)).toEqual([
      { kind: 'missing', path: 'ul > li', server: '<li>', client: null, componentStack: 'at List' },
      { kind: 'added', path: 'ul > aside', server: null, client: '<aside className="note">', componentStack: 'at List' },
      { kind: 'missing', path: 'ul > span', server: '<span className="extension">', client: null, componentStack: 'at List' },
    ]);
  });

  it('finds nothing in nothing', () => {
    expect(parseReactDiff('')).toEqual([]);
  });
});

describe('readReactHydrationReport', () => {
  const notes = "Hydration failed because the server rendered text didn't match the client. As a result this tree will be regenerated on the client.";
  it("splits React's message at its link, keeps the diff as printed and reads it", () => {
    const report = readReactHydrationReport(`${notes}\n\nhttps://react.dev/link/hydration-mismatch\n\n  <p>\n+   a\n-   b\n`, 'recoverable', '\n    at p\n    at T');
    expect(report).toEqual({
      source: 'recoverable',
      message: notes,
      diff: '  <p>\n+   a\n-   b',
      mismatches: [{ kind: 'text', path: 'p', server: 'b', client: 'a', componentStack: 'at p\n    at T' }],
      componentStack: '\n    at p\n    at T',
    });
  });

  it('is undefined for any other message', () => {
    expect(readReactHydrationReport('Something else', 'recoverable')).toBeUndefined();
    expect(readReactHydrationReport(notes, 'console')).toBeUndefined();
  });
});

describe('formatConsoleArguments', () => {
  it('fills the substitutions as the console does', () => {
    expect(formatConsoleArguments(['%s and %d%%', 'a', 1, 'rest'])).toBe('a and 1% rest');
    expect(formatConsoleArguments([new Error('x')])).toBe('Error: x');
  });
});
