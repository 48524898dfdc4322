// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserNote, majorOf, recordedMajor, recordMajor } from './browser.mjs';

describe('baseline browser', () => {
  it('reads the major version from a chromium --version line', () => {
    expect(majorOf('Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)')).toBe('156');
    expect(majorOf('Google Chrome 157.0.1.2')).toBe('157');
    expect(majorOf('not a version')).toBeUndefined();
  });

  it('names both versions when shots changed under another Chromium', () => {
    expect(browserNote({ changed: 3 }, '157', '156')).toMatch(/made with Chromium 156; this run used Chromium 157/);
  });

  it('says nothing when nothing changed, the versions agree or one is unknown', () => {
    expect(browserNote({ changed: 0 }, '157', '156')).toBeUndefined();
    expect(browserNote({ changed: 3 }, '156', '156')).toBeUndefined();
    expect(browserNote({ changed: 3 }, undefined, '156')).toBeUndefined();
    expect(browserNote({ changed: 3 }, '157', undefined)).toBeUndefined();
  });

  it('records a version and reads it back; no record reads as unknown', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gw-browser-')), 'baseline-browser.json');
    expect(recordedMajor(file)).toBeUndefined();
    recordMajor('158', file);
    expect(recordedMajor(file)).toBe('158');
  });
});
