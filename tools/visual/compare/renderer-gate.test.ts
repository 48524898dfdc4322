// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { gateVerdict, measuredRenderer, notComparedNotice, notComparedReason, resetRendererGate } from './renderer-gate.mjs';

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

  it('without CI, asked to skip (GW_VISUAL_COMPARE=skip): compares nothing on other fonts, fails nothing, keeps one notice for the end of the run', () => {
    for (let shot = 0; shot < 3; shot++) {
      expect(gateVerdict(otherFonts, { outDir, ci: false, recorded, env: { GW_VISUAL_COMPARE: 'skip' } })).toMatchObject({ compare: false, fail: false });
    }
    expect(notComparedNotice(outDir)).toMatch(/^visual: not compared on this machine \(fonts: Liberation Sans ≠ DejaVu Sans\).*Comparison skipped as asked/);
    expect(notComparedReason(outDir)).toBe(notComparedNotice(outDir));
  });

  it('without CI, not asked to skip: the first shot fails (a run that compared nothing must not pass), the others do not', () => {
    const verdicts = [1, 2, 3].map(() => gateVerdict(otherFonts, { outDir, ci: false, recorded, env: {} }));
    expect(verdicts.map((v) => 'fail' in v && v.fail)).toEqual([true, false, false]);
    expect((verdicts[0] as { message: string }).message).toMatch(/GW_VISUAL_COMPARE=skip runs the stories without comparing/);
    expect(notComparedReason(outDir)).toMatch(/^visual: not compared on this machine/);
  });

  it('under CI, skip is not honoured: the first shot fails', () => {
    expect(gateVerdict(otherFonts, { outDir, ci: true, recorded, env: { GW_VISUAL_COMPARE: 'skip' } })).toMatchObject({ fail: true });
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
