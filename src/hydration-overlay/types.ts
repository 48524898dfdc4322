/** What differs between the server's HTML and the client's first render at one node. */
export type HydrationMismatchKind = 'text' | 'attribute' | 'added' | 'missing' | 'position' | 'nesting';

/**
 * One differing node. `added`: an element the client rendered after the last node the server's
 * HTML has there; `missing`: an element of the server's HTML the client did not render;
 * `position`: at one position, the client rendered one node and the server's HTML has another
 * (React's `+ <aside>` / `- <p>`: an element only the client renders, before a sibling both
 * render). A text run that only one side has is a `text` mismatch with `null` on the other side.
 * `nesting`: HTML the browser's parser repairs (a `<div>` in a `<p>`), so the server's tree is not
 * the one React rendered; React warns about it while hydrating, and its sentence is the `note`.
 */
export interface HydrationMismatch {
  kind: HydrationMismatchKind;
  /**
   * Where: a CSS selector a person can paste into the browser's devtools, from React's diff: the
   * host elements around the node by their indentation, each with the id, classes and `data-*`
   * attributes React printed, and `:nth-child(k)` where its siblings in the diff make it
   * countable, e.g. `main > ol > li[data-i="7"]` or `section > p:nth-child(1)`. A descendant
   * combinator (a space) stands for levels React left out (`...`).
   */
  path: string;
  /** Attribute mismatches: the attribute's name. */
  attribute?: string;
  /** The server's text / attribute value / element markup; null when the server had none. */
  server: string | null;
  /** The client's first render's; null when the client had none. */
  client: string | null;
  /** `position` entries: whether each side is a text run (else an element). */
  textSides?: { server: boolean; client: boolean };
  /** The components around the node, innermost first (`at Greeting` lines): React's, from its report. */
  componentStack?: string;
  /**
   * What React did about it: `regenerated` (text and elements: the tree rendered again on the
   * client) or `kept` (attributes: the server's value stays on the page).
   */
  outcome?: 'regenerated' | 'kept';
  /**
   * What the page shows now, when that is not the client value React compared: the tree rendered
   * again after the mismatch and got another value (a date, a random number changes between renders).
   */
  pageValue?: string;
  /** Set when the node was found on the page and it shows the client value React compared. */
  pageShowsClient?: boolean;
  /** A sentence of React's about the node (nesting warnings), shown instead of the values. */
  note?: string;
  /**
   * `added`, `missing` and `position` entries whose node is a boundary React hydrates rather than
   * an element (`Suspense`, `Activity`): its name. A boundary has no element of its own, so `path`
   * is then the nearest host element's, the one the boundary is in.
   */
  boundary?: string;
  /**
   * Attribute entries only the page's HTML has, of a name a browser extension writes into pages
   * before React loads (Grammarly's `data-gramm`, LanguageTool's `data-lt-installed`): the extension.
   */
  extension?: string;
  /**
   * `style` entries: the page's Content Security Policy kept the browser from applying the server's
   * `style` attribute, so React compared an empty style (it reads the applied declarations, not the
   * attribute). `server` is then the attribute as the element kept it (Chromium and WebKit keep the
   * value; Firefox empties it, and `server` stays what React printed, `""`).
   */
  styleBlocked?: boolean;
}
