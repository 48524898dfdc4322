/** What differs between the server's HTML and the client's first render at one node. */
export type HydrationMismatchKind = 'text' | 'attribute' | 'added' | 'missing' | 'nesting';

/**
 * One differing node. `added`: an element the client rendered that the server's HTML lacks;
 * `missing`: an element of the server's HTML the client did not render. A text run that only one
 * side has is a `text` mismatch with `null` on the other side. `nesting`: HTML the browser's parser
 * repairs (a `<div>` in a `<p>`), so the server's tree is not the one React rendered; React warns
 * about it with the mismatch, and its sentence is the `note`.
 */
export interface HydrationMismatch {
  kind: HydrationMismatchKind;
  /** Where: element path from the app root, e.g. `main > h1` or `div.card:nth-of-type(2) > p`. */
  path: string;
  /** Attribute mismatches: the attribute's name. */
  attribute?: string;
  /** The server's text / attribute value / element markup; null when the server had none. */
  server: string | null;
  /** The client's first render's; null when the client had none. */
  client: string | null;
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
  /** A sentence of React's about the node (nesting warnings), shown instead of the values. */
  note?: string;
}
