// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notComparedVerdict } from './not-compared.mjs';

const reason = 'visual: not compared on this machine (fonts: Liberation Sans ≠ DejaVu Sans); compare in the reference container';
const nothingCompared = { summary: { shots: 0, notCompared: 36 }, notComparedReason: reason };

describe('a run that did not compare', () => {
  it('fails even when the tests passed, saying how many shots and why', () => {
    const verdict = notComparedVerdict(nothingCompared, { exitCode: 0, skip: false });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines[0]).toBe('36 of 36 shots were NOT compared: not compared on this machine (fonts: Liberation Sans ≠ DejaVu Sans); compare in the reference container');
    expect(verdict.lines[1]).toMatch(/--skip-compare/);
  });

  it('keeps the run’s own failure code', () => {
    expect(notComparedVerdict(nothingCompared, { exitCode: 2, skip: false }).exitCode).toBe(2);
  });

  it('passes when the person asked to skip comparison, still saying so', () => {
    const verdict = notComparedVerdict(nothingCompared, { exitCode: 0, skip: true });
    expect(verdict).toEqual({ exitCode: 0, lines: [expect.stringMatching(/^36 of 36 shots were NOT compared/)] });
  });

  it('says nothing when every shot was compared, or there is no manifest', () => {
    expect(notComparedVerdict({ summary: { shots: 722, notCompared: 0 } }, { exitCode: 0, skip: false })).toEqual({ exitCode: 0, lines: [] });
    expect(notComparedVerdict(undefined, { exitCode: 0, skip: false })).toEqual({ exitCode: 0, lines: [] });
  });
});
