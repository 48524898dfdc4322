/** What differs between the server's HTML and the client's first render at one node. */
export type HydrationMismatchKind = 'text' | 'attribute' | 'added' | 'missing';

/**
 * One differing node. `added`: an element the client rendered that the server's HTML lacks;
 * `missing`: an element of the server's HTML the client did not render. A text run that only one
 * side has is a `text` mismatch with `null` on the other side.
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
  /** React's component stack, when the capture knows it. */
  componentStack?: string;
}
