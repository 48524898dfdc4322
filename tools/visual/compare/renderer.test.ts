// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordAcceptedRenderer, recordedMajor, recordedRenderer, recordMajor, recordRenderer, runRendererFile } from './browser.mjs';
import { forcedComparison, notComparedMessage, osFamilyOf, rendererDifferences } from './renderer.mjs';

const reference = {
  os: 'Linux',
  browser: 'Chromium',
  version: '156.0.8078.79',
  major: '156',
  fonts: { 'system-ui': 'DejaVu Sans', 'sans-serif': 'Liberation Sans', monospace: 'DejaVu Sans Mono' },
};

describe('renderer fingerprint', () => {
  it('names the OS family from the platform the page reports', () => {
    expect(osFamilyOf('Linux x86_64')).toBe('Linux');
    expect(osFamilyOf('macOS')).toBe('macOS');
    expect(osFamilyOf('MacIntel')).toBe('macOS');
    expect(osFamilyOf('Win32')).toBe('Windows');
    expect(osFamilyOf('')).toBe('unknown');
  });

  it('finds nothing to hold against the same renderer, another browser major, or no record', () => {
    expect(rendererDifferences(reference, reference)).toEqual([]);
    expect(rendererDifferences(reference, { ...reference, version: '150.0.7871.100', major: '150' })).toEqual([]);
    expect(rendererDifferences(undefined, { ...reference, os: 'macOS' })).toEqual([]);
  });

  it('names each differing font once, and a differing OS', () => {
    const other = { ...reference, fonts: { ...reference.fonts, 'system-ui': 'Liberation Sans', monospace: 'Liberation Mono' } };
    expect(rendererDifferences(reference, other)).toEqual(['fonts: Liberation Sans ≠ DejaVu Sans, Liberation Mono ≠ DejaVu Sans Mono']);
    const mac = { ...reference, os: 'macOS', fonts: { 'system-ui': 'System Font', 'sans-serif': 'Helvetica', monospace: 'Menlo' } };
    expect(rendererDifferences(reference, mac)).toEqual([
      'OS: macOS ≠ Linux',
      'fonts: System Font ≠ DejaVu Sans, Helvetica ≠ Liberation Sans, Menlo ≠ DejaVu Sans Mono',
    ]);
  });

  it('says what differs and where to compare; locally, why the run fails and how to skip or force; under CI, that CI must match', () => {
    const local = notComparedMessage(['fonts: Liberation Sans ≠ DejaVu Sans'], { ci: false });
    expect(local).toBe(
      'visual: not compared on this machine (fonts: Liberation Sans ≠ DejaVu Sans); compare in the reference container ' +
        'with `npm run test:visual:container`. The run fails so it cannot pass for a clean one: GW_VISUAL_COMPARE=skip runs ' +
        'the stories without comparing, GW_VISUAL_COMPARE=always compares here anyway.',
    );
    expect(notComparedMessage(['fonts: Liberation Sans ≠ DejaVu Sans'], { ci: false, skipping: true })).toMatch(/Comparison skipped as asked \(GW_VISUAL_COMPARE=skip\)/);
    expect(notComparedMessage(['OS: macOS ≠ Linux'], { ci: true })).toMatch(/\(OS: macOS ≠ Linux\);.*CI must run on the baselines' renderer/);
  });

  it('compares anyway only with GW_VISUAL_COMPARE=always', () => {
    expect(forcedComparison({ GW_VISUAL_COMPARE: 'always' })).toBe(true);
    expect(forcedComparison({ GW_VISUAL_COMPARE: 'ignore-aa,always' })).toBe(true);
    expect(forcedComparison({ GW_VISUAL_COMPARE: '1' })).toBe(false);
    expect(forcedComparison({})).toBe(false);
  });

  it('records a fingerprint beside the baselines without losing the major, and the reverse', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gw-renderer-')), 'baseline-browser.json');
    recordRenderer(reference, file);
    expect(recordedRenderer(file)).toEqual({ os: 'Linux', browser: 'Chromium', version: '156.0.8078.79', fonts: reference.fonts });
    expect(recordedMajor(file)).toBe('156');
    recordMajor('157', file);
    expect(recordedMajor(file)).toBe('157');
    expect(recordedRenderer(file)?.fonts).toEqual(reference.fonts);
  });

  it('accept records the renderer of the run under review (e.g. the container), not the local one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gw-accept-'));
    const file = path.join(dir, 'baseline-browser.json');
    const report = path.join(dir, 'visual-review');
    mkdirSync(report);
    writeFileSync(runRendererFile(report), JSON.stringify({ ...reference, version: '158.0.1.2', major: '158' }));
    recordAcceptedRenderer(report, file);
    expect(recordedMajor(file)).toBe('158');
    expect(recordedRenderer(file)?.version).toBe('158.0.1.2');
  });
});
