// The sentence docs/consumers.md quotes on what a Stack costs a Vite app, written by the consumer
// matrix's vite fixture from the bytes it measured (checks/vite.mjs), between these markers.
export const viteStackMarkers = ['<!-- vite-stack-size:start (the consumer matrix\'s vite fixture writes it) -->', '<!-- vite-stack-size:end -->'];

const bytes = (n) => n.toLocaleString('en');

/**
 * @param {{ js: number, css: number, tokens: number, budget: number }} measured gzipped bytes
 * @example stackCostSentence({ js: 328, css: 248, tokens: 1649, budget: 700 }) // 'A Stack alone is 576 B gzipped of ours (JS 328 + CSS 248; budget 700); tokens.css is 1,649 B, once per app.'
 */
export function stackCostSentence({ js, css, tokens, budget }) {
  return `A Stack alone is ${bytes(js + css)} B gzipped of ours (JS ${bytes(js)} + CSS ${bytes(css)}; budget ${bytes(budget)}); tokens.css is ${bytes(tokens)} B, once per app.`;
}
