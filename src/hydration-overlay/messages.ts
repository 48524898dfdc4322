import type { HydrationMismatchKind } from './types';

/** The overlay's and the report's texts (a development tool: English, each one overridable). */
export interface HydrationOverlayMessages {
  /** The language of these texts, set as the dialog's `lang`. */
  lang: string;
  /** Their writing direction, set as the dialog's `dir` (it does not follow the page's: the texts are its own). */
  dir: 'ltr' | 'rtl';
  /** The dialog's title. */
  title: string;
  /** How many mismatches, e.g. "3 mismatches". */
  count: (count: number) => string;
  /** Each kind's heading. */
  kinds: Record<HydrationMismatchKind, string>;
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
  /** Said of a text or element mismatch: React rendered the tree again on the client. */
  regenerated: string;
  /** Said of an attribute mismatch: React kept the server's value on the page. */
  kept: string;
  /** The label of what the page shows now, when that is not the client value React compared. */
  pageNow: string;
  /** Why the page shows another value than the client's: it changed between renders. */
  changedBetweenRenders: string;
  /** Shown when the list is empty: React reported a mismatch its diff does not place. */
  empty: string;
  mismatchList: string;
  copy: string;
  copied: string;
  copyFailed: string;
  report: string;
  close: string;
}

export const hydrationOverlayMessages: HydrationOverlayMessages = {
  lang: 'en',
  dir: 'ltr',
  title: 'Hydration Mismatch Occurred',
  count: (count) => (count === 1 ? '1 mismatch between the server HTML and the first client render' : `${count} mismatches between the server HTML and the first client render`),
  kinds: {
    text: 'Text differs',
    attribute: 'Attribute differs',
    added: 'Element only in the client render',
    missing: 'Element only in the server HTML',
    nesting: 'HTML the browser repairs',
  },
  where: 'Where',
  page: 'Page',
  server: 'Server',
  client: 'Client',
  none: '(none)',
  componentStack: 'Component stack',
  reactMessage: "React's message",
  reactDiff: "React's diff (+ client, - server)",
  regenerated: 'React rendered this tree again on the client: the page shows the client render.',
  kept: "React kept the server's value on the page: it does not patch attributes.",
  pageNow: 'Page now',
  changedBetweenRenders:
    'The page no longer shows the client value React compared: the tree was rendered again and the value changed between renders (a date, a random number, a counter?).',
  empty: "React reported a mismatch but named no node in it: see React's message.",
  mismatchList: 'Mismatches',
  copy: 'Copy report',
  copied: 'Copied',
  copyFailed: 'The browser refused clipboard access. The report is selected below: copy it with the keyboard.',
  report: 'Report',
  close: 'Close',
};
