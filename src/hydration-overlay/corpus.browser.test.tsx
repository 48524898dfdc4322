// The overlay's verdict against React's, in real Chromium: each case renders its tree with React's
// server renderer (as the dev server does), puts the HTML in a container, hydrates it the way the
// dev app does (hydrateWithOverlay), and asserts that the overlay opens exactly when React's
// development build reported a mismatch (console.error or onRecoverableError, recorded here on
// their own) and lists the values React printed. Each case also pins React's own verdict, so a
// React upgrade that changes one shows here.
import { lazy, Suspense, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupMismatches, hydrateWithOverlay, hydrationOverlayMessages, type HydrationMismatch } from '.';
import { hydrationPending } from './hydrationPending';

type Side = 'server' | 'client';
type Expected = Partial<Pick<HydrationMismatch, 'kind' | 'path' | 'attribute' | 'server' | 'client' | 'note' | 'textSides' | 'pageShowsClient' | 'boundary' | 'extension'>> & { server?: unknown; client?: unknown };

interface Case {
  name: string;
  /** The tree; `side` says which renderer renders it. */
  render: (side: Side) => ReactNode;
  /** The entries the overlay must list; [] when React reports nothing. */
  expected: Expected[];
  /** What an extension does to the server's HTML before React loads. */
  before?: (container: HTMLElement) => void;
  /** How many <Done /> effects mark the tree hydrated (Suspense boundaries hydrate later). */
  dones?: number;
  /**
   * The server stops after the shell, as a server that gives up waiting does: a boundary still
   * suspended goes out as its fallback, marked for the client to render.
   */
  aborted?: boolean;
  /** An error React raises that is no hydration mismatch (a boundary the server gave up on), pinned. */
  otherError?: RegExp;
}

let done = 0;
/** Marks its part of the tree hydrated (its effect runs once the part is committed). */
function Done() {
  useEffect(() => {
    done += 1;
  }, []);
  return null;
}

/** A lazy component that resolves on the next task: hydration must wait for it. */
const lazyOf = (element: () => ReactNode) =>
  lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => setTimeout(() => resolve({ default: () => element() }))));

/** A value that changes with every render, as `Date.now()` or `Math.random()` would. */
const nextRender = (() => {
  let count = 0;
  return () => (count += 1);
})();
function Counter({ attribute }: { attribute?: boolean }) {
  const value = `render ${nextRender()}`;
  return attribute ? <p title={value}>Counted</p> : <time>{value}</time>;
}

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value="x" />
    </p>
  );
}

function NoopWithId() {
  useId();
  return null;
}

/** A portal the way dialogs mount one: after hydration, on the client. */
const noSubscription = () => () => {};
function LatePortal() {
  // null on the server and while hydrating, the body right after: React's client-only pattern.
  const target = useSyncExternalStore(noSubscription, () => document.body, () => null);
  return target ? createPortal(<p data-portal="">In a portal</p>, target) : null;
}

/** The named component around every case, as an app's own components are. */
function CaseRoot({ children }: { children: ReactNode }) {
  return children;
}

function Deep({ children }: { children: ReactNode }) {
  return children;
}

/** A component whose name is lower case, as a `displayName` can be: React prints `<card>`. */
const LowerCaseName = Object.assign(({ children }: { children: ReactNode }) => <p>{children}</p>, { displayName: 'card' });

/** Suspends for good, as React's own corpus does to keep a boundary on its fallback. */
function Never(): ReactNode {
  throw new Promise(() => {});
}

// ReactDOMHydrationDiff-test's "misc cases": a node only one side renders, deeper in the tree.
function Panel({ type }: { type: string }) {
  return (
    <>
      <header className="1" />
      <main className="2" />
      {type === 'profile' && <footer className="3" />}
    </>
  );
}
function ProfileSettings({ type }: { type: string }) {
  return (
    <div className="parent">
      <input aria-label="Name" />
      <Panel type={type} />
    </div>
  );
}

const both = (value: string, side: Side) => `${value} on the ${side}`;

const cases: Case[] = [
  { name: 'identical text', render: () => <p>Hello</p>, expected: [] },
  { name: 'text differs', render: (side) => <p>{both('Rendered', side)}</p>, expected: [{ kind: 'text', server: 'Rendered on the server', client: 'Rendered on the client' }] },
  { name: 'one text run among several differs', render: (side) => <p>Hello, {side}!</p>, expected: [{ kind: 'text', server: 'server', client: 'client' }] },
  { name: 'a number differs', render: (side) => <output>{side === 'server' ? 1 : 2}</output>, expected: [{ kind: 'text', server: '1', client: '2' }] },
  { name: 'attribute differs', render: (side) => <p title={side}>x</p>, expected: [{ kind: 'attribute', attribute: 'title', server: 'server', client: 'client' }] },
  { name: 'attribute only on the client', render: (side) => <p title={side === 'client' ? 'tip' : undefined}>x</p>, expected: [{ kind: 'attribute', attribute: 'title', server: null, client: 'tip' }] },
  { name: 'attribute only on the server', render: (side) => <p title={side === 'server' ? 'tip' : undefined}>x</p>, expected: [{ kind: 'attribute', attribute: 'title', server: 'tip', client: null }] },
  { name: 'class differs', render: (side) => <p className={`card ${side}`}>x</p>, expected: [{ kind: 'attribute', attribute: 'className', server: 'card server', client: 'card client' }] },
  { name: 'same style', render: () => <p style={{ color: 'red', marginBlock: 0 }}>x</p>, expected: [] },
  { name: 'a number style', render: () => <p style={{ opacity: 0.5, zIndex: 2, margin: 0 }}>x</p>, expected: [] },
  {
    name: 'style differs',
    render: (side) => <p style={{ color: side === 'server' ? 'red' : 'blue' }}>x</p>,
    expected: [{ kind: 'attribute', attribute: 'style', server: 'color: "red"', client: 'color: "blue"' }],
  },
  // React prints `hidden=""` and `hidden={false}`: so does the overlay (the dialog shows "" for the empty value).
  { name: 'boolean attribute differs', render: (side) => <p hidden={side === 'server'}>x</p>, expected: [{ kind: 'attribute', attribute: 'hidden', server: '', client: '{false}' }] },
  { name: 'same boolean attribute', render: () => <button disabled>x</button>, expected: [] },
  { name: 'data- and aria- attributes differ', render: (side) => <p data-side={side} aria-label={side}>x</p>, expected: [{ attribute: 'data-side' }, { attribute: 'aria-label' }] },
  { name: 'same dangerouslySetInnerHTML', render: () => <div dangerouslySetInnerHTML={{ __html: '<b>bold</b> text' }} />, expected: [] },
  {
    name: 'dangerouslySetInnerHTML differs',
    render: (side) => <div dangerouslySetInnerHTML={{ __html: `<b>${side}</b>` }} />,
    expected: [{ kind: 'attribute', attribute: 'dangerouslySetInnerHTML' }],
  },
  { name: 'suppressHydrationWarning on a time', render: (side) => <time suppressHydrationWarning>{both('at', side)}</time>, expected: [] },
  { name: 'suppressHydrationWarning on a paragraph', render: (side) => <p suppressHydrationWarning>{side}</p>, expected: [] },
  { name: 'suppressHydrationWarning on attributes', render: (side) => <p suppressHydrationWarning title={side} className={side}>x</p>, expected: [] },
  {
    name: 'suppressHydrationWarning covers one level only',
    render: (side) => (
      <div suppressHydrationWarning>
        <p>{side}</p>
      </div>
    ),
    expected: [{ kind: 'text', server: 'server', client: 'client' }],
  },
  {
    name: 'an extension adds an attribute inside the app',
    render: () => <textarea defaultValue="note" />,
    before: (container) => container.querySelector('textarea')!.setAttribute('data-gramm', 'false'),
    expected: [{ kind: 'attribute', attribute: 'data-gramm', server: 'false', client: null, extension: 'Grammarly' }],
  },
  {
    name: 'an extension adds its mark to an element of the app',
    render: () => <main>App</main>,
    before: (container) => container.querySelector('main')!.setAttribute('data-lt-installed', 'true'),
    expected: [{ kind: 'attribute', attribute: 'data-lt-installed', server: 'true', client: null, extension: 'LanguageTool' }],
  },
  {
    // The app turns Grammarly off itself: its own attribute is on both sides, no extension's.
    name: "the app's own data-gramm differs",
    render: (side) => <textarea aria-label="Note" data-gramm={side === 'server' ? 'false' : 'true'} defaultValue="note" />,
    expected: [{ kind: 'attribute', attribute: 'data-gramm', server: 'false', client: 'true'}],
  },
  {
    name: 'an extension adds an element after the app',
    render: () => <p>App</p>,
    before: (container) => container.append(Object.assign(document.createElement('div'), { id: 'extension-root' })),
    expected: [],
  },
  {
    name: 'an extension adds an element inside the app',
    render: () => (
      <main>
        <p>App</p>
      </main>
    ),
    before: (container) => container.querySelector('main')!.append(Object.assign(document.createElement('span'), { className: 'extension' })),
    expected: [{ kind: 'missing', server: '<span className="extension">', client: null }],
  },
  { name: 'same whitespace', render: () => <pre>{'  two  spaces\n\tand a tab '}</pre>, expected: [] },
  { name: 'whitespace differs', render: (side) => <p>{side === 'server' ? 'a b' : 'a  b'}</p>, expected: [{ kind: 'text', server: 'a b', client: 'a  b' }] },
  { name: 'line endings are not a difference', render: (side) => <pre>{side === 'server' ? 'a\r\nb' : 'a\nb'}</pre>, expected: [] },
  { name: 'same entities', render: () => <p title={'"q" & <a>'}>{'Fish & chips <b> "quoted"'}</p>, expected: [] },
  { name: 'entities differ', render: (side) => <p>{side === 'server' ? 'Fish &amp; chips' : 'Fish & chips'}</p>, expected: [{ kind: 'text', server: 'Fish &amp; chips', client: 'Fish & chips' }] },
  {
    name: 'SVG attribute differs',
    render: (side) => (
      <svg viewBox="0 0 10 10" aria-hidden="true">
        <circle cx="5" cy="5" r={side === 'server' ? 4 : 5} strokeWidth={1} />
      </svg>
    ),
    expected: [{ kind: 'attribute', attribute: 'r', server: '4', client: '5' }],
  },
  {
    name: 'same SVG with camel-case attributes',
    render: () => (
      <svg viewBox="0 0 10 10" aria-hidden="true">
        <linearGradient id="g" gradientUnits="userSpaceOnUse" />
        <path d="M0 0L10 10" strokeLinecap="round" strokeWidth={2} />
      </svg>
    ),
    expected: [],
  },
  {
    name: '<select value> differs (React does not compare it)',
    render: (side) => (
      <select aria-label="Pick" value={side === 'server' ? 'a' : 'b'} onChange={() => {}}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
    ),
    expected: [],
  },
  { name: '<textarea> value differs (React does not compare it)', render: (side) => <textarea aria-label="Note" value={side} onChange={() => {}} />, expected: [] },
  {
    name: 'nested Suspense, text differs',
    render: (side) => (
      <Suspense fallback="…">
        <section>
          <Suspense fallback="…">
            <p>{side}</p>
            <Done />
          </Suspense>
        </section>
      </Suspense>
    ),
    dones: 1,
    expected: [{ kind: 'text', server: 'server', client: 'client' }],
  },
  {
    name: 'nested Suspense, attribute differs',
    render: (side) => (
      <Suspense fallback="…">
        <section>
          <Suspense fallback="…">
            <p title={side}>x</p>
            <Done />
          </Suspense>
        </section>
      </Suspense>
    ),
    dones: 1,
    expected: [{ kind: 'attribute', attribute: 'title', server: 'server', client: 'client' }],
  },
  {
    name: 'lazy, attribute differs',
    render: (side) => {
      const Lazy = lazyOf(() => (
        <a href={`/${side}`}>
          Link
          <Done />
        </a>
      ));
      return (
        <Suspense fallback="…">
          <nav>
            <Lazy />
          </nav>
        </Suspense>
      );
    },
    dones: 1,
    expected: [{ kind: 'attribute', attribute: 'href', server: '/server', client: '/client' }],
  },
  {
    name: 'lazy, text differs',
    render: (side) => {
      const Lazy = lazyOf(() => (
        <h2>
          {side}
          <Done />
        </h2>
      ));
      return (
        <Suspense fallback="…">
          <Lazy />
        </Suspense>
      );
    },
    dones: 1,
    expected: [{ kind: 'text', server: 'server', client: 'client' }],
  },
  {
    name: 'lazy, identical',
    render: () => {
      const Lazy = lazyOf(() => (
        <h2>
          Same
          <Done />
        </h2>
      ));
      return (
        <Suspense fallback="…">
          <Lazy />
        </Suspense>
      );
    },
    dones: 1,
    expected: [],
  },
  { name: 'useId, same tree', render: () => <Field label="Name" />, expected: [] },
  {
    name: 'useId, a component only the client renders moves the ids',
    render: (side) => (
      <div>{side === 'client' ? [<NoopWithId key="noop" />, <Field key="field" label="Name" />] : [<Field key="field" label="Name" />]}</div>
    ),
    expected: [{ kind: 'attribute', attribute: 'htmlFor' }, { kind: 'attribute', attribute: 'id' }],
  },
  { name: 'a portal mounted after hydration', render: () => <LatePortal />, expected: [] },
  {
    name: 'a <title> React hoists',
    render: () => (
      <>
        <title>Page title</title>
        <main>x</main>
      </>
    ),
    expected: [],
  },
  {
    name: 'invalid nesting the HTML parser repairs',
    render: () => (
      <p>
        <div>Block in a paragraph</div>
      </p>
    ),
    expected: [{ kind: 'nesting', path: 'p > div', note: 'In HTML, <div> cannot be a descendant of <p>.' }],
  },
  {
    name: 'an element only the client renders',
    render: (side) => (
      <div>
        <p>Both</p>
        {side === 'client' && <aside className="note">Client</aside>}
      </div>
    ),
    expected: [{ kind: 'added', server: null, client: '<aside className="note">' }],
  },
  {
    name: 'an element only the server renders',
    render: (side) => (
      <ul>
        <li>A</li>
        {side === 'server' && <li>B</li>}
      </ul>
    ),
    expected: [{ kind: 'missing', server: '<li>', client: null }],
  },
  { name: 'a tag that differs', render: (side) => <div>{side === 'server' ? <span>x</span> : <em>x</em>}</div>, expected: [{ kind: 'position', server: '<span>', client: '<em>' }] },
  {
    // The most common client-only pattern: React's diff says, at one position, + <aside> / - <p>.
    name: 'an element only the client renders, before a sibling both render',
    render: (side) => (
      <div>
        {side === 'client' ? <aside /> : null}
        <p>Always here</p>
      </div>
    ),
    expected: [{ kind: 'position', path: 'div > aside:nth-child(1)', server: '<p>', client: '<aside>' }],
  },
  {
    name: 'text only the server renders, before an element both render',
    render: (side) => (
      <div>
        {side === 'server' ? 'text' : null}
        <span>Always here</span>
      </div>
    ),
    expected: [{ kind: 'position', path: 'div > span', server: 'text', client: '<span>', textSides: { server: true, client: false } }],
  },
  {
    // React stops at the first difference in a boundary: the second paragraph is never reported.
    name: 'two differences in one Suspense boundary',
    render: (side) => (
      <Suspense fallback="…">
        <section>
          <p>First {side}</p>
          <p>Second {side}</p>
          <Done />
        </section>
      </Suspense>
    ),
    dones: 1,
    expected: [{ kind: 'text', path: 'section > p:nth-child(1)', server: 'server', client: 'client', pageShowsClient: true }],
  },
  {
    // Math.random() first, a Date after it, in one lazy child: React reports the random number only.
    name: 'a random number and a date in one lazy child',
    render: () => {
      const Lazy = lazyOf(() => (
        <div>
          <p>{Math.random()}</p>
          <time>{new Date().toISOString()}</time>
          <Done />
        </div>
      ));
      return (
        <Suspense fallback="…">
          <Lazy />
        </Suspense>
      );
    },
    dones: 1,
    expected: [{ kind: 'text', path: 'div > p:nth-child(1)' }],
  },
  {
    // Each its own boundary, so 50 reports; React's diff names each item by its data-i.
    name: '50 list items, each in a Suspense boundary of its own',
    render: (side) => (
      <main>
        <ol>
          {Array.from({ length: 50 }, (_, i) => (
            <Suspense key={i} fallback="…">
              <li data-i={i}>
                Item {i} on the {side}
              </li>
              <Done />
            </Suspense>
          ))}
        </ol>
      </main>
    ),
    dones: 50,
    // The first has no sibling before it, so its place is known too.
    expected: Array.from({ length: 50 }, (_, i) => ({ kind: 'text' as const, path: `main > ol > li[data-i="${i}"]${i === 0 ? ':nth-child(1)' : ''}`, server: 'server', client: 'client' })),
  },
  {
    // The first is the first child; nothing in React's diff tells the other two apart (their
    // siblings print as collapsed <Suspense>): one entry for both, with the count.
    name: 'identical reports from three Suspense boundaries',
    render: (side) => (
      <ul>
        {[1, 2, 3].map((i) => (
          <Suspense key={i} fallback="…">
            <li>{side}</li>
            <Done />
          </Suspense>
        ))}
      </ul>
    ),
    dones: 3,
    expected: ['ul > li:nth-child(1)', 'ul > li', 'ul > li'].map((path) => ({ kind: 'text' as const, path, server: 'server', client: 'client' })),
  },
  {
    name: 'deep in the tree (React elides the middle of its diff)',
    render: (side) => {
      let tree: ReactNode = <em title={side}>deep</em>;
      for (let i = 0; i < 20; i++) tree = <div>{tree}</div>;
      return <Deep>{tree}</Deep>;
    },
    expected: [{ kind: 'attribute', attribute: 'title', server: 'server', client: 'client' }],
  },
  {
    name: 'a long text React cuts short',
    render: (side) => <p>{`${'A long sentence that goes on. '.repeat(8)}Rendered on the ${side}.`}</p>,
    expected: [{ kind: 'text' }],
  },
  { name: 'a text value that changes with every render', render: () => <Counter />, expected: [{ kind: 'text' }] },
  { name: 'a component with a lower-case name', render: (side) => <LowerCaseName>{side}</LowerCaseName>, expected: [{ kind: 'text', path: 'p', server: 'server', client: 'client' }] },
  // React's own corpus (react-dom's ReactDOMHydrationDiff-test, "special nodes" and "misc cases"):
  // the trees as React's test writes them; the oracle is what this React reports at run time.
  {
    name: "React's corpus: the client renders an extra Suspense node in content mode",
    render: (side) => (
      <div className="parent">
        {side === 'client' && (
          <Suspense fallback={<p>Loading...</p>}>
            <main className="only" />
          </Suspense>
        )}
      </div>
    ),
    expected: [{ kind: 'added', path: 'div.parent', boundary: 'Suspense', server: null, client: '<Suspense fallback={<p>}>' }],
  },
  {
    name: "React's corpus: the server renders an extra Suspense node in content mode",
    render: (side) => (
      <div className="parent">
        {side === 'server' && (
          <Suspense fallback={<p>Loading...</p>}>
            <main className="only" />
          </Suspense>
        )}
      </div>
    ),
    expected: [{ kind: 'missing', path: 'div.parent', boundary: 'Suspense', server: '<Suspense>', client: null }],
  },
  {
    name: "React's corpus: the client renders an extra Suspense node in fallback mode",
    render: (side) => (
      <div className="parent">
        {side === 'client' && (
          <Suspense fallback={<p>Loading...</p>}>
            <main className="only" />
            <Never />
          </Suspense>
        )}
      </div>
    ),
    aborted: true,
    expected: [{ kind: 'added', path: 'div.parent', boundary: 'Suspense', server: null, client: '<Suspense fallback={<p>}>' }],
  },
  {
    name: "React's corpus: the server renders an extra Suspense node in fallback mode",
    render: (side) => (
      <div className="parent">
        {side === 'server' && (
          <Suspense fallback={<p>Loading...</p>}>
            <main className="only" />
            <Never />
          </Suspense>
        )}
      </div>
    ),
    aborted: true,
    expected: [{ kind: 'missing', path: 'div.parent', boundary: 'Suspense', server: '<Suspense>', client: null }],
  },
  {
    name: "React's corpus: the client renders an extra node inside Suspense content",
    render: (side) => (
      <div className="parent">
        <Suspense fallback={<p>Loading...</p>}>
          <header className="1" />
          {side === 'client' && <main className="second" />}
          <footer className="3" />
          <Done />
        </Suspense>
      </div>
    ),
    dones: 1,
    expected: [{ kind: 'position', path: 'div.parent > main.second:nth-child(2)', server: '<footer className="3">', client: '<main className="second">' }],
  },
  {
    name: "React's corpus: the server renders an extra node inside Suspense content",
    render: (side) => (
      <div className="parent">
        <Suspense fallback={<p>Loading...</p>}>
          <header className="1" />
          {side === 'server' && <main className="second" />}
          <footer className="3" />
          <Done />
        </Suspense>
      </div>
    ),
    dones: 1,
    expected: [{ kind: 'position', path: 'div.parent > footer:nth-child(2)', server: '<main className="second">', client: '<footer className="3">' }],
  },
  {
    // The server gave up on the boundary: React renders it on the client without hydrating its
    // fallback, so the extra node is never compared (an error of another kind, no mismatch).
    name: "React's corpus: the client renders an extra node inside a Suspense fallback",
    render: (side) => (
      <div className="parent">
        <Suspense
          fallback={
            <>
              <p>Loading...</p>
              {side === 'client' && <br />}
            </>
          }
        >
          <main className="only" />
          <Never />
        </Suspense>
      </div>
    ),
    aborted: true,
    otherError: /^The server could not finish this Suspense boundary/,
    expected: [],
  },
  {
    name: "React's corpus: the server renders an extra node inside a Suspense fallback",
    render: (side) => (
      <div className="parent">
        <Suspense
          fallback={
            <>
              <p>Loading...</p>
              {side === 'server' && <br />}
            </>
          }
        >
          <main className="only" />
          <Never />
        </Suspense>
      </div>
    ),
    aborted: true,
    otherError: /^The server could not finish this Suspense boundary/,
    expected: [],
  },
  {
    name: "React's corpus: the client renders an extra Fragment node",
    render: (side) => (
      <div className="parent">
        {side === 'client' && (
          <>
            <header className="1" />
            <main className="2" />
            <footer className="3" />
          </>
        )}
      </div>
    ),
    expected: [{ kind: 'added', path: 'div.parent > header:nth-child(1)', server: null, client: '<header className="1">' }],
  },
  {
    name: "React's corpus: the server renders an extra Fragment node",
    render: (side) => (
      <div className="parent">
        {side === 'server' && (
          <>
            <header className="1" />
            <main className="2" />
            <footer className="3" />
          </>
        )}
      </div>
    ),
    expected: [
      { kind: 'missing', path: 'div.parent > header', server: '<header className="1">', client: null },
      { kind: 'missing', path: 'div.parent > main', server: '<main className="2">', client: null },
      { kind: 'missing', path: 'div.parent > footer', server: '<footer className="3">', client: null },
    ],
  },
  {
    name: "React's corpus: the client renders an extra node deeper in the tree",
    render: (side) => <ProfileSettings type={side === 'client' ? 'profile' : 'media'} />,
    expected: [{ kind: 'added', path: 'div.parent > footer', server: null, client: '<footer className="3">' }],
  },
  {
    name: "React's corpus: the server renders an extra node deeper in the tree",
    render: (side) => <ProfileSettings type={side === 'server' ? 'profile' : 'media'} />,
    expected: [{ kind: 'missing', path: 'div.parent > footer', server: '<footer className="3">', client: null }],
  },
  { name: 'an attribute value that changes with every render', render: () => <Counter attribute />, expected: [{ kind: 'attribute', attribute: 'title' }] },
];

async function serverHtml(tree: ReactNode, aborted = false) {
  const stop = new AbortController();
  // An aborted render reports its reason through onError: the test expects it, the console need not.
  const stream = await renderToReadableStream(tree, { signal: stop.signal, onError: aborted ? () => {} : undefined });
  if (aborted) stop.abort(new Error('The server stopped waiting'));
  else await stream.allReady;
  return new Response(stream).text();
}

/** React's own verdict, recorded apart from the overlay: what it logged and what it raised. */
function recordReact() {
  const logged: string[] = [];
  const raised: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  };
  return {
    logged,
    raised,
    onRecoverableError: (error: unknown) => void raised.push(error instanceof Error ? error.message : String(error)),
    restore: () => {
      console.error = original;
    },
  };
}

/**
 * No server HTML left to hydrate, then the main thread idle twice: every report React makes is made.
 * Idle alone is not the end of hydration where there is no requestIdleCallback (WebKit: the next
 * task, which can come between two of React's hydration tasks).
 */
async function hydrated(container: Element, watch: ReturnType<typeof hydrateWithOverlay>) {
  await vi.waitFor(() => expect(hydrationPending(container)).toBe(false), { timeout: 10_000 });
  await watch.settled();
  await watch.settled();
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

describe('the overlay says what React says', () => {
  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, testCase) => {
    done = 0;
    const html = await serverHtml(<CaseRoot>{testCase.render('server')}</CaseRoot>, testCase.aborted);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    delete document.documentElement.dataset.hydrationCheck;
    testCase.before?.(container);
    const react = recordReact();
    const watch = hydrateWithOverlay(container, <CaseRoot>{testCase.render('client')}</CaseRoot>, { onRecoverableError: react.onRecoverableError });
    cleanup.push(() => {
      watch.stop();
      watch.root.unmount();
      react.restore();
      container.remove();
      document.querySelectorAll('[data-portal]').forEach((node) => node.remove());
    });
    await vi.waitFor(() => expect(done).toBeGreaterThanOrEqual(testCase.dones ?? 0), { timeout: 10_000 });
    await hydrated(container, watch);

    // React's mismatch reports; an error it raises for another reason (a boundary the server gave
    // up on) is pinned by the case.
    const hydrationErrors = react.raised.filter((message) => !testCase.otherError?.test(message));
    if (testCase.otherError) expect(react.raised.some((message) => testCase.otherError!.test(message)), `React's other error among ${JSON.stringify(react.raised)} ${JSON.stringify(react.logged)}`).toBe(true);
    const reactVerdict = react.logged.some((message) => /hydrat/i.test(message)) || hydrationErrors.length > 0;
    const dialog = () => document.querySelector('[data-hydration-overlay-root] dialog');
    if (reactVerdict) await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const overlayVerdict = dialog() !== null;
    // The judge: the overlay opens exactly when React reported.
    expect(overlayVerdict).toBe(reactVerdict);
    // React's own verdict for the case, pinned.
    expect(reactVerdict).toBe(testCase.expected.length > 0);
    expect(document.documentElement.dataset.hydrationCheck).toBe(reactVerdict ? 'mismatch' : 'clean');
    if (!reactVerdict) return;

    const mismatches = watch.mismatches();
    expect(mismatches).toEqual(testCase.expected.map((entry) => expect.objectContaining(entry)));
    // Every value shown is one React printed (as it is, or JSON-escaped).
    const printed = [...react.logged, ...react.raised].join('\n');
    for (const mismatch of mismatches) {
      for (const value of [mismatch.server, mismatch.client]) {
        if (value === null) continue;
        for (const part of value.split('; ')) {
          const forms = [part, JSON.stringify(part).slice(1, -1), part.replace(': ', ':')];
          expect(forms.some((form) => printed.includes(form)), `${part} in React's message`).toBe(true);
        }
      }
      // An extension is named only for an attribute only the page's HTML has.
      if (mismatch.extension !== undefined) expect(mismatch.client, `${mismatch.attribute} by ${mismatch.extension}`).toBeNull();
      // The component stack comes with every kind, attributes included, in the engine's own frame
      // style: `at Name (…)` in Chromium, `Name@…` in Firefox and WebKit.
      expect(mismatch.componentStack, `${mismatch.kind} has a component stack`).toMatch(/^(at |[^\s@]+@)/);
    }
    // A boundary is named as one, and an extension's attribute says whose it is.
    for (const mismatch of mismatches) {
      if (mismatch.boundary !== undefined) expect(dialog()!.textContent).toContain(hydrationOverlayMessages.boundaryWhere(mismatch.boundary));
      if (mismatch.extension !== undefined) expect(dialog()!.textContent).toContain(hydrationOverlayMessages.extension(mismatch.extension));
    }
    for (const mismatch of mismatches.filter((entry) => entry.boundary !== undefined && entry.kind !== 'position')) {
      expect(dialog()!.textContent).toContain(hydrationOverlayMessages.boundaryOnly(mismatch.boundary!, mismatch.kind === 'added' ? 'client' : 'server'));
    }
    // The dialog lists each of them, identical ones once with their count.
    const listed = groupMismatches(mismatches);
    expect(dialog()!.querySelectorAll('li[data-kind]')).toHaveLength(listed.length);
    for (const { count } of listed) if (count > 1) expect(dialog()!.textContent).toContain(`(${count} identical reports)`);
    // No entry says the page shows the client render and that the value changed since.
    for (const item of dialog()!.querySelectorAll('li[data-kind]')) {
      expect(item.textContent!.includes(hydrationOverlayMessages.regenerated) && item.textContent!.includes(hydrationOverlayMessages.changedBetweenRenders)).toBe(false);
    }
    // The count says what React reported: its errors (each the first difference in a boundary) and warnings.
    const errors = react.raised.filter((message) => message.startsWith('Hydration failed')).length;
    const warnings = react.logged.filter((message) => message.startsWith('A tree hydrated')).length;
    expect(watch.reports.filter((report) => report.source === 'recoverable')).toHaveLength(errors);
    expect(watch.reports.filter((report) => report.source === 'console')).toHaveLength(warnings);
    expect(dialog()!.textContent).toContain(hydrationOverlayMessages.reported({ errors, warnings }));
    if (errors > 0) expect(dialog()!.textContent).toContain('the first difference React met in one Suspense boundary');
    // Every path finds its element on the page, where the page has it (server-only nodes are gone).
    for (const mismatch of mismatches) {
      if (mismatch.kind === 'missing' || mismatch.kind === 'nesting' || mismatch.path === '(root)') continue;
      expect(container.querySelectorAll(`:scope ${mismatch.path}`).length, mismatch.path).toBeGreaterThan(0);
    }
    // An element only the client renders is the node its path finds (the client's DOM replaced the
    // server's); a boundary, which has no element, is inside the element its path finds.
    for (const mismatch of mismatches.filter((entry) => entry.kind === 'added')) {
      const found = document.querySelector(mismatch.path);
      expect(found, mismatch.path).not.toBeNull();
      expect(container.contains(found), `${mismatch.path} in the case's page`).toBe(true);
      if (mismatch.boundary === undefined) expect(`<${found!.localName}`, mismatch.path).toBe(/^<[^\s>]+/.exec(mismatch.client ?? '')?.[0]);
    }
  });
});

describe('values that change between renders', () => {
  it("text: the overlay shows React's compared value and says the page now shows another", async () => {
    const html = await serverHtml(<Counter />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const react = recordReact();
    const watch = hydrateWithOverlay(container, <Counter />, { onRecoverableError: react.onRecoverableError });
    cleanup.push(() => {
      watch.stop();
      watch.root.unmount();
      react.restore();
      container.remove();
    });
    await hydrated(container, watch);
    const [mismatch] = watch.mismatches();
    expect(mismatch).toMatchObject({ kind: 'text', outcome: 'regenerated' });
    expect(react.raised.join('\n')).toMatch(new RegExp(`^\\+ +${mismatch!.client}$`, 'm'));
    expect(react.raised.join('\n')).toMatch(new RegExp(`^- +${mismatch!.server}$`, 'm'));
    // The page shows a third render's value: said, with that value.
    expect(mismatch!.pageValue).toBe(container.textContent);
    expect(mismatch!.pageValue).not.toBe(mismatch!.client);
    const dialog = await vi.waitFor(() => {
      const open = document.querySelector('[data-hydration-overlay-root] dialog');
      expect(open).not.toBeNull();
      return open!;
    });
    expect(dialog.textContent).toContain('changed between renders');
    expect(dialog.textContent).toContain(container.textContent);
  });

  it("attribute: the client value is React's, and the page keeps the server's", async () => {
    const html = await serverHtml(<Counter attribute />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverTitle = container.querySelector('p')!.title;
    const react = recordReact();
    const watch = hydrateWithOverlay(container, <Counter attribute />);
    cleanup.push(() => {
      watch.stop();
      watch.root.unmount();
      react.restore();
      container.remove();
    });
    await hydrated(container, watch);
    const [mismatch] = watch.mismatches();
    expect(mismatch).toMatchObject({ kind: 'attribute', attribute: 'title', server: serverTitle, outcome: 'kept' });
    expect(react.logged.join('\n')).toContain(`title="${mismatch!.client}"`);
    expect(container.querySelector('p')!.title).toBe(serverTitle);
    expect(mismatch!.pageValue).toBeUndefined();
  });
});
