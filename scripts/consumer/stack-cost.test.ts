// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceBetweenMarkers } from '../reliability/table.mjs';
import { stackCostSentence, viteStackMarkers } from './stack-cost.mjs';

const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/consumers.md'), 'utf8');

describe("the Stack's cost docs/consumers.md quotes", () => {
  it('is the sentence the vite fixture writes from its bytes', () => {
    expect(stackCostSentence({ js: 331, css: 262, tokens: 1650, budget: 700 })).toBe('A Stack alone is 593 B gzipped of ours (JS 331 + CSS 262; budget 700); tokens.css is 1,650 B, once per app.');
  });

  it('stands between its markers in docs/consumers.md, in the form the fixture writes', () => {
    const [open, close] = viteStackMarkers as [string, string];
    const sentence = docs.slice(docs.indexOf(open) + open.length, docs.indexOf(close)).trim();
    const [, js, css, tokens] = sentence.match(/JS ([\d,]+) \+ CSS ([\d,]+); budget 700\); tokens\.css is ([\d,]+) B/) ?? [];
    const n = (text?: string) => Number(text?.replace(',', ''));
    expect(sentence).toBe(stackCostSentence({ js: n(js), css: n(css), tokens: n(tokens), budget: 700 }));
    expect(replaceBetweenMarkers(docs, sentence, viteStackMarkers)).toBe(docs);
  });
});
