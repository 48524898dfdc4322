// The page data a prerendered page carries: one non-executable JSON block (CSP-safe under
// `default-src 'self'`: the browser never runs it), read by the client before it hydrates.

/** The id of the `<script type="application/json">` block that holds a page's data by URL. */
export const embeddedDataId = 'gw-page-data';

/**
 * The JSON block for a page's data. `<` is escaped (`\u003c`, still the same JSON), so a value
 * holding `</script>` or `<!--` cannot end the block or open a comment in it.
 * @example embeddedDataScript({ '/data/index.json': { title: 'Groundwork' } })
 */
export function embeddedDataScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${embeddedDataId}">${json}</script>`;
}
