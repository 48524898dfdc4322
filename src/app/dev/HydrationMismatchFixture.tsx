import { useSearch } from 'wouter';

/** The kinds of mismatch the fixture makes, as `?kind=`. */
export const mismatchKinds = ['text', 'attribute', 'element', 'style', 'suppressed', 'changing', 'none'] as const;

/** Where this render runs: the server (no `window`) or the browser. */
const side = () => (typeof window === 'undefined' ? 'server' : 'client');

/** A value that changes with every render, as `Date.now()` or `Math.random()` does. */
const nextRender = (() => {
  let count = 0;
  return () => (count += 1);
})();

/**
 * `/__dev/hydration-mismatch?kind=text|attribute|element|style|suppressed|changing|none` (development
 * only): a page whose client render differs from its server render in one way, for the hydration
 * overlay's e2e and for looking at it. `suppressed`: a difference React lets pass
 * (`suppressHydrationWarning`); `changing`: a value that differs on every render; `style`: a
 * `style` attribute, which the dev server's policy keeps the browser from applying. `none` (or no
 * kind) renders the same on both sides.
 */
export default function HydrationMismatchFixture() {
  const kind = new URLSearchParams(useSearch()).get('kind') ?? 'none';
  const where = side();
  return (
    <main>
      <h1 tabIndex={-1}>Hydration mismatch fixture</h1>
      <p>Kind: {kind}</p>
      {kind === 'text' ? <p>Rendered on the {where}</p> : null}
      {kind === 'attribute' ? <p title={`rendered on the ${where}`}>This paragraph's title differs.</p> : null}
      {kind === 'element' ? (
        <div>
          <p>The client adds an element after this one.</p>
          {where === 'client' ? <p>Only on the client</p> : null}
        </div>
      ) : null}
      {/* On purpose against the policy (no style="" in our HTML): what a page under it meets. */}
      {kind === 'style' ? <p style={{ opacity: where === 'server' ? 0 : 1 }}>This paragraph's style differs.</p> : null}
      {kind === 'suppressed' ? <time suppressHydrationWarning>{`Rendered on the ${where}`}</time> : null}
      {/* The side too: the counters run apart, and a server that had rendered the page before could reach the client's count (one dev server, two browsers). */}
      {kind === 'changing' ? <time>{`Render ${nextRender()} on the ${where}`}</time> : null}
    </main>
  );
}
