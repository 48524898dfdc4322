import { describe, expect, it } from 'vitest';
import { parseReactDiff } from './reactDiff';
import { formatConsoleArguments, readNestingWarning, readReactHydrationReport } from './reactReports';

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

  it('reads "+" then "-" at one indentation as one position: the client\'s node where the server HTML has another', () => {
    // <div>{client ? <aside /> : null}<p>Always here</p></div>, as React printed it.
    expect(parseReactDiff(['  <div>', '+   <aside>', '-   <p>', '    ...'].join('\n'))).toEqual([
      { kind: 'position', path: 'div > aside:nth-child(1)', server: '<p>', client: '<aside>', textSides: { server: false, client: false } },
    ]);
    // The reverse: {server ? 'text' : null}<span>.
    expect(parseReactDiff(['  <div>', '+   <span>', '-   text'].join('\n'))).toEqual([
      { kind: 'position', path: 'div > span', server: 'text', client: '<span>', textSides: { server: true, client: false } },
    ]);
  });

  it('places a boundary only one side renders by the element it is in, and names it a boundary', () => {
    // React's corpus (ReactDOMHydrationDiff-test, "extra Suspense node"), as React 19 prints it.
    expect(parseReactDiff(['  <Mismatch>', '    <div className="parent">', '+     <Suspense fallback={<p>}>'].join('\n'))).toEqual([
      { kind: 'added', path: 'div.parent', boundary: 'Suspense', server: null, client: '<Suspense fallback={<p>}>', componentStack: 'at Mismatch' },
    ]);
    expect(parseReactDiff(['  <div className="parent">', '-   <Suspense>'].join('\n'))).toEqual([{ kind: 'missing', path: 'div.parent', boundary: 'Suspense', server: '<Suspense>', client: null }]);
    expect(parseReactDiff(['  <main>', '+   <Activity>', '-   <p>'].join('\n'))).toEqual([
      { kind: 'position', path: 'main', boundary: 'Activity', server: '<p>', client: '<Activity>', textSides: { server: false, client: false } },
    ]);
  });

  it('takes a lower-case name the browser does not know for a component, outside SVG', () => {
    expect(parseReactDiff(['  <card>', '    <p>', '+     client', '-     server'].join('\n'))).toEqual([{ kind: 'text', path: 'p', server: 'server', client: 'client', componentStack: 'at card' }]);
    expect(parseReactDiff(['  <svg>', '    <linearGradient', '+     x1="1"', '-     x1="0"', '    >'].join('\n'))).toEqual([
      { kind: 'attribute', path: 'svg > linearGradient', attribute: 'x1', server: '0', client: '1' },
    ]);
    expect(parseReactDiff(['  <my-card>', '    <p>', '+     client', '-     server'].join('\n'))[0]).toMatchObject({ path: 'my-card > p' });
  });

  it("names the extension of an attribute only the page's HTML has", () => {
    expect(parseReactDiff(['  <body', '-   data-new-gr-c-s-check-loaded="14.1"', '-   cz-shortcut-listen="true"', '-   title="x"', '  >'].join('\n'))).toEqual([
      { kind: 'attribute', path: 'body', attribute: 'data-new-gr-c-s-check-loaded', server: '14.1', client: null, extension: 'Grammarly' },
      { kind: 'attribute', path: 'body', attribute: 'cz-shortcut-listen', server: 'true', client: null, extension: 'ColorZilla' },
      { kind: 'attribute', path: 'body', attribute: 'title', server: 'x', client: null },
    ]);
    // The app's own value on both sides is no extension's.
    expect(parseReactDiff(['  <textarea', '+   data-gramm="true"', '-   data-gramm="false"', '  >'].join('\n'))[0]).not.toHaveProperty('extension');
  });

  it("reads an element at the end of the client's children, and the server's leftovers, each as one side's", () => {
    expect(parseReactDiff(['  <List>', '    <ul>', '      <li>', '+     <aside className="note">'].join('\n'))).toEqual([
      { kind: 'added', path: 'ul > aside.note', server: null, client: '<aside className="note">', componentStack: 'at List' },
    ]);
    expect(parseReactDiff(['  <ul>', '-   <li>', '-   <span', '-     className="extension"', '-   >'].join('\n'))).toEqual([
      { kind: 'missing', path: 'ul > li', server: '<li>', client: null },
      { kind: 'missing', path: 'ul > span.extension', server: '<span className="extension">', client: null },
    ]);
  });

  it('names each node by indentation, with the attributes and sibling index React printed', () => {
    // The eighth of 50 <li>, each in a Suspense boundary of its own: its siblings are collapsed.
    const li = ['  <main>', '    <ol>', ...Array.from({ length: 7 }, () => '      <Suspense>'), '      <Suspense fallback="…">', '        <li data-i={7}>', '+         client', '-         server', '      ...'];
    expect(parseReactDiff(li.join('\n'))).toEqual([{ kind: 'text', path: 'main > ol > li[data-i="7"]', server: 'server', client: 'client', componentStack: 'at Suspense' }]);
    // Siblings printed before it count, across components; one React cut short does not.
    const p = ['  <main>', '    <h1>', '    <Intro>', '      <p>', '    <p className="x y" title="a very long title...">', '+     client', '-     server', '    ...'];
    expect(parseReactDiff(p.join('\n'))[0]!.path).toBe('main > p.x.y:nth-child(3)');
    // Levels React left out (`...` with deeper lines) are a descendant combinator.
    expect(parseReactDiff(['  ...', '    <section>', '      <em', '+       title="b"', '-       title="a"', '      >'].join('\n'))[0]!.path).toBe('section > em');
    expect(parseReactDiff(['  <main>', '    ...', '      <em', '+       title="b"', '-       title="a"', '      >'].join('\n'))[0]!.path).toBe('main em');
  });

  it('keeps booleans as React prints them', () => {
    expect(parseReactDiff(['  <p', '+   hidden={false}', '-   hidden=""', '  >', '+   x'].join('\n'))).toEqual([{ kind: 'attribute', path: 'p', attribute: 'hidden', server: '', client: '{false}' }]);
  });

  it('finds nothing in nothing', () => {
    expect(parseReactDiff('')).toEqual([]);
  });
});

describe('readNestingWarning', () => {
  it('takes the ancestry by indentation: siblings are not ancestors', () => {
    const message = 'In HTML, <div> cannot be a descendant of <p>.\nThis will cause a hydration error.\n\n  <Page>\n    <main>\n      <h1>\n      <div>\n>       <p>\n>         <div>';
    expect(readNestingWarning(message)).toEqual({
      kind: 'nesting',
      path: 'main > div > p > div',
      server: null,
      client: null,
      note: 'In HTML, <div> cannot be a descendant of <p>.',
      componentStack: 'at Page',
    });
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
