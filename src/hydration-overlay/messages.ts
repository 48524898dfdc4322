import type { HydrationMismatchKind } from './types';

/** The overlay's and the report's texts (a development tool: English, each one overridable). */
export interface HydrationOverlayMessages {
  /** The language of these texts, set as the dialog's `lang`. */
  lang: string;
  /** Their writing direction, set as the dialog's `dir` (it does not follow the page's: the texts are its own). */
  dir: 'ltr' | 'rtl';
  /** The dialog's title. */
  title: string;
  /** How many mismatches, e.g. "3 mismatches" (a list of its own, not React's reports). */
  count: (count: number) => string;
  /**
   * What React reported, when the list comes from React's reports: its hydration errors (text and
   * elements) and its attribute warnings.
   */
  reported: (counts: { errors: number; warnings: number }) => string;
  /** Said with hydration errors: React reports the first difference per boundary, and how to see the next. */
  firstDifference: string;
  /** Said of an entry that stands for several identical ones. */
  repeated: (count: number) => string;
  /** A `position` entry: the client rendered one node where the server's HTML has another. */
  position: (client: string, server: string) => string;
  /** A text node in the `position` sentence. */
  textNode: (text: string) => string;
  /** Each kind's heading. */
  kinds: Record<HydrationMismatchKind, string>;
  /** The heading of a boundary (`Suspense`) only one side renders, instead of its kind's. */
  boundaryOnly: (boundary: string, side: 'client' | 'server') => string;
  /** Said under Where of a boundary: the path is the element it is in (a boundary has none of its own). */
  boundaryWhere: (boundary: string) => string;
  /** Said of an attribute only the page's HTML has, of a name the named browser extension writes. */
  extension: (extension: string) => string;
  /** Said of a `style` the page's Content Security Policy kept the browser from applying. */
  styleBlocked: string;
  where: string;
  page: string;
  server: string;
  client: string;
  /** Shown for the side that has no value. */
  none: string;
  componentStack: string;
  reactMessage: string;
  /** The heading of React's own diff (`+` client, `-` server), shown collapsed. */
  reactDiff: string;
  /** Said of a text or element mismatch when the page shows the client value: React rendered the tree again on the client. */
  regenerated: string;
  /** The same, when the overlay could not find the node on the page (no claim about what it shows). */
  regeneratedOnly: string;
  /** Said of an attribute mismatch: React kept the server's value on the page. */
  kept: string;
  /** The label of what the page shows now, when that is not the client value React compared. */
  pageNow: string;
  /** Why the page shows another value than the client's: it changed between renders. */
  changedBetweenRenders: string;
  /** The signal of reports that arrived after the dialog was closed (it does not take focus). */
  later: (count: number) => string;
  /** The signal's button, which opens the dialog again. */
  reopen: string;
  /** Shown when the list is empty: React reported a mismatch its diff does not place. */
  empty: string;
  mismatchList: string;
  copy: string;
  copied: string;
  copyFailed: string;
  report: string;
  close: string;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export const hydrationOverlayMessages: HydrationOverlayMessages = {
  lang: 'en',
  dir: 'ltr',
  title: 'Hydration Mismatch Occurred',
  count: (count) => (count === 1 ? '1 mismatch between the server HTML and the first client render' : `${count} mismatches between the server HTML and the first client render`),
  reported: ({ errors, warnings }) =>
    `React reported ${[errors > 0 ? plural(errors, 'hydration error') : '', warnings > 0 ? plural(warnings, 'attribute warning') : ''].filter(Boolean).join(' and ') || 'no hydration mismatch'}`,
  firstDifference:
    'A hydration error names the first difference React met in one Suspense boundary (or outside them all): React stops there and renders that part again on the client, so it reports no later difference in it. Fix these and reload to see the next one, if any.',
  repeated: (count) => `${count} identical reports`,
  position: (client, server) => `The client rendered ${client} where the server HTML has ${server}.`,
  textNode: (text) => `the text "${text}"`,
  kinds: {
    text: 'Text differs',
    attribute: 'Attribute differs',
    added: 'Element only in the client render',
    missing: 'Element only in the server HTML',
    position: 'Different node at one position',
    nesting: 'HTML the browser repairs',
  },
  boundaryOnly: (boundary, side) => `${boundary} boundary only in the ${side === 'client' ? 'client render' : 'server HTML'}`,
  boundaryWhere: (boundary) => `Where names the element the ${boundary} boundary is in: a boundary has no element of its own.`,
  extension: (extension) => `Only the page's HTML has it, and ${extension} writes it into pages: a browser extension changed the HTML before React loaded, not your code.`,
  styleBlocked:
    "The page's Content Security Policy kept the browser from applying the server's style attribute (no 'unsafe-inline' in style-src), so React compared an empty style. Server shows the attribute where the browser kept it.",
  where: 'Where',
  page: 'Page',
  server: 'Server',
  client: 'Client',
  none: '(none)',
  componentStack: 'Component stack',
  reactMessage: "React's message",
  reactDiff: "React's diff (+ client, - server)",
  regenerated: 'React rendered this tree again on the client: the page shows the client render.',
  regeneratedOnly: 'React rendered this tree again on the client.',
  kept: "React kept the server's value on the page: it does not patch attributes.",
  pageNow: 'Page now',
  changedBetweenRenders:
    'The page no longer shows the client value React compared: the tree was rendered again and the value changed between renders (a date, a random number, a counter?).',
  later: (count) => `${plural(count, 'more hydration report')} since the dialog was closed`,
  reopen: 'Show',
  empty: "React reported a mismatch but named no node in it: see React's message.",
  mismatchList: 'Mismatches',
  copy: 'Copy report',
  copied: 'Copied',
  copyFailed: 'The browser refused clipboard access. The report is selected below: copy it with the keyboard.',
  report: 'Report',
  close: 'Close',
};
