// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { devMarkers, findDevCode } from './check-no-dev-code.mjs';

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const dist = (files) => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gw-no-dev-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
};

describe('findDevCode', () => {
  it('finds nothing in production-only files', () => {
    expect(findDevCode(dist({ 'index.html': '<div id="root"></div>', 'assets/a.js': 'hydrateRoot(x)' }))).toEqual([]);
  });
  it('finds a marker in a gzipped copy, read unpacked', () => {
    expect(findDevCode(dist({ 'index.html': '', 'assets/x.js.gz': gzipSync(`let a="${devMarkers[0]}"`) }))).toEqual([`${path.join('assets/x.js.gz')}: ${devMarkers[0]}`]);
  });
  it.each(devMarkers)('finds %s in any file, however deep', (marker) => {
    expect(findDevCode(dist({ 'index.html': '', 'assets/deep/x.js': `let a="${marker}"` }))).toEqual([`${path.join('assets/deep/x.js')}: ${marker}`]);
  });
});
