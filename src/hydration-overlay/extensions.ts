// Attributes that browser extensions write into every page they run on, before React loads. React's
// own message names extensions as a cause ("It can also happen if the client has a browser
// extension installed which messes with the HTML before React loaded"); these are the names seen
// most in reports of it (vercel/next.js discussion 72035 and its duplicates: Grammarly on
// `<body>` and text fields, ColorZilla's `cz-shortcut-listen` on `<body>`). Only a name no app
// writes for itself is listed: an app's own `data-gramm="false"` (which turns Grammarly off) is on
// both sides, so it never reaches this table.
const known: readonly [RegExp, string][] = [
  [/^data-(?:gramm(?:_|$)|gr-|new-gr-|enable-grammarly$)/, 'Grammarly'],
  [/^data-lt-/, 'LanguageTool'],
  [/^cz-shortcut-listen$/, 'ColorZilla'],
  [/^data-darkreader-/, 'Dark Reader'],
];

/**
 * The browser extension that writes an attribute of this name into pages, or undefined.
 * @example extensionOf('data-gr-ext-installed') // 'Grammarly'
 */
export function extensionOf(attribute: string): string | undefined {
  const name = attribute.toLowerCase();
  return known.find(([pattern]) => pattern.test(name))?.[1];
}
