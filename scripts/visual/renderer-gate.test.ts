// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { gateVerdict, measuredRenderer, notComparedNotice, resetRendererGate } from './renderer-gate.mjs';

const recorded = { os: 'Linux', fonts: { 'system-ui': 'DejaVu Sans', 'sans-serif': 'Liberation Sans', monospace: 'DejaVu Sans Mono' } };
const otherFonts = { os: 'Linux', fonts: { ...recorded.fonts, 'system-ui': 'Liberation Sans' } };
const outDir = '/checkout/reports/visual';

beforeEach(() => resetRendererGate());

describe('the renderer gate', () => {
  it('compares on the recorded renderer and says nothing', () => {
    expect(gateVerdict(recorded, { outDir, ci: false, recorded, env: {} })).toEqual({ compare: true });
    expect(notComparedNotice(outDir)).toBeUndefined();
    expect(measuredRenderer()).toBe(recorded);
  });

  it('without CI: compares nothing on other fonts, fails nothing, keeps one notice for the end of the run', () => {
    for (let shot = 0; shot < 3; shot++) {
      expect(gateVerdict(otherFonts, { outDir, ci: false, recorded, env: {} })).toMatchObject({ compare: false, fail: false });
    }
    expect(notComparedNotice(outDir)).toMatch(/^visual: not compared on this machine \(fonts: Liberation Sans ≠ DejaVu Sans\)/);
  });

  it('with CI: the first shot fails, the others do not, and no notice is left to print', () => {
    const verdicts = [1, 2, 3].map(() => gateVerdict(otherFonts, { outDir, ci: true, recorded, env: {} }));
    expect(verdicts.map((v) => 'fail' in v && v.fail)).toEqual([true, false, false]);
    expect(notComparedNotice(outDir)).toBeUndefined();
    resetRendererGate();
    expect(gateVerdict(otherFonts, { outDir, ci: true, recorded, env: {} })).toMatchObject({ fail: true });
  });

  it('compares anyway with GW_VISUAL_COMPARE=always', () => {
    expect(gateVerdict(otherFonts, { outDir, ci: true, recorded, env: { GW_VISUAL_COMPARE: 'always' } })).toEqual({ compare: true });
  });
});
