import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsGzip, precompressFolder } from './precompress';

describe('acceptsGzip (nginx reading Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP;q=0.5', true],
    ['br;q=1, gzip ; q=0.001', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000, br', false],
    ['br, x-gzip, *', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('precompressFolder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a gzipped copy of each text file it shrinks, and nothing else', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gw-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const page = `<!doctype html><title>x</title>${'<p>repeated text</p>'.repeat(50)}`;
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'assets', 'a.js'), 'export const a = 1;'.repeat(40));
    writeFileSync(path.join(dir, 'tiny.json'), '{}');
    writeFileSync(path.join(dir, 'import-map-csp.conf'), 'map "" $x { default "y"; }'.repeat(40));

    expect(precompressFolder(dir).sort()).toEqual(['assets/a.js', 'index.html']);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(existsSync(path.join(dir, 'tiny.json.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'import-map-csp.conf.gz'))).toBe(false);
  });

  it('gives the same bytes for the same files (no time in the gzip header)', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gw-precompress-'));
    writeFileSync(path.join(dir, 'a.css'), '.a{color:red}'.repeat(30));
    precompressFolder(dir);
    const first = readFileSync(path.join(dir, 'a.css.gz'));
    precompressFolder(dir);
    expect(readFileSync(path.join(dir, 'a.css.gz')).equals(first)).toBe(true);
    expect(first.readUInt32LE(4)).toBe(0);
  });
});
