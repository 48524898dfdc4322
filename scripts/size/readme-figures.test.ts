// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readmeFile, stackSizeMarkers, stackSizeSentence, writeStackSize } from './readme-figures.mjs';

const results = [
  { name: 'Stack', js: 452, css: 246, total: 698 },
  { name: 'Tokens and reset (src/tokens)', js: 180, css: 1012, total: 1192 },
];
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the Stack size sentence', () => {
  it('is written between its markers from the run, and left alone when it is current', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'readme-figures-'));
    const file = path.join(dir, 'README.md');
    writeFileSync(file, `Before.\n\n${stackSizeMarkers[0]}\nA Stack alone costs 0.58 kB.\n${stackSizeMarkers[1]}\nAfter.\n`);
    expect(writeStackSize(results, file)).toBe('written');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('A Stack alone costs 0.70 kB gzipped, JavaScript and CSS (0.45 kB + 0.25 kB)');
    expect(text).toContain('1.01 kB of CSS, once per app');
    expect(text).not.toContain('0.58');
    expect(text.startsWith('Before.\n\n')).toBe(true);
    expect(text.endsWith(`${stackSizeMarkers[1]}\nAfter.\n`)).toBe(true);
    expect(writeStackSize(results, file)).toBe('current');
  });

  it('fails loudly without its markers or its budget entries', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'readme-figures-'));
    const file = path.join(dir, 'README.md');
    writeFileSync(file, 'A Stack alone costs 0.58 kB.\n');
    expect(() => writeStackSize(results, file)).toThrow(/markers not found/);
    expect(() => stackSizeSentence(results.slice(1))).toThrow(/no size result named "Stack"/);
  });

  it('has its markers in the package README', () => {
    const text = readFileSync(readmeFile, 'utf8');
    for (const marker of stackSizeMarkers) expect(text).toContain(marker);
  });
});
