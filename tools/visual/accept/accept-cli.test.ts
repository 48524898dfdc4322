// @vitest-environment node
// The command line of `npm run visual:accept`: usage, bad flags, and a report of failed plays only.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashOf, solidPng } from '../compare/index.mjs';
import { recordFile } from '../compare/index.mjs';
import { relative, repoRoot } from '../shared/index.mjs';

const script = path.join(import.meta.dirname, 'accept.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('visual:accept command line', () => {
  it('--help prints the usage and exits 0', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run visual:accept/);
    expect(result.stdout).toMatch(/--dry-run/);
  });

  it('an unknown flag prints the usage and exits non-zero, instead of being read as a folder', () => {
    const result = run('--frobnicate');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Unknown option '--frobnicate'/);
    expect(result.stderr).toMatch(/Usage: npm run visual:accept/);
  });

  it('a filter value that can select nothing is refused', () => {
    const result = run('--theme', 'purple');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--theme purple: expected one of light, dark/);
  });

  it('an --exclude-* value that can select nothing is refused too; --undo takes only --shot', () => {
    expect(run('--exclude-kind', 'typo').stderr).toMatch(/--exclude-kind typo: expected one of moved, resized, colour, text, new, lost, spoken/);
    const undo = run('--undo', '--kind', 'moved');
    expect(undo.status).toBe(2);
    expect(undo.stderr).toMatch(/--undo takes --shot only/);
  });

  it('--undo with no accept to undo says so and writes nothing', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'visual-accept-cli-'));
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ version: 1, outDir: 'reports/visual', entries: [], orphans: [] }));
    const result = run(dir, '--undo');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/visual:accept --undo: no accept of this report to undo/);
  });

  it('a report whose every story failed its play lists them with their failures and exits 0', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'visual-accept-cli-'));
    const skipped = (cell: string) => ({ storyId: 'layout-cluster--no-children', cell, status: 'skipped', baselineDir: 'stories/layout/__screenshots__/Cluster', failure: 'Error: expected 0 children to be 1' });
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ version: 1, outDir: 'reports/visual', entries: [skipped('light-ltr-desktop'), skipped('dark-rtl-desktop')], orphans: [] }));
    const out = execFileSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(out).toMatch(/Not shot, so nothing to accept \(1 story/);
    expect(out).toMatch(/✗ layout-cluster--no-children \(light-ltr-desktop, dark-rtl-desktop\): Error: expected 0 children to be 1/);
    expect(out).toMatch(/visual:accept: 0 accepted, 0 removed\./);
  });

  it('a run on other fonts is not listed as stories to fix: its shots were not compared, and it says why', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'visual-accept-cli-'));
    const other = (cell: string) => ({ storyId: 'layout-frame--default', cell, status: 'skipped', notCompared: true, baselineDir: 'stories/layout/__screenshots__/Frame' });
    const reason = 'visual: not compared on this machine (fonts: Liberation Sans ≠ DejaVu Sans).';
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ version: 1, outDir: 'reports/visual', notComparedReason: reason, entries: [other('light-ltr-desktop'), other('dark-rtl-desktop')], orphans: [] }));
    const out = execFileSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(out).not.toMatch(/Not shot|fix them/);
    expect(out).toContain('Not compared, so nothing to accept (2 shots): not compared on this machine (fonts: Liberation Sans ≠ DejaVu Sans). Nothing to fix in the stories');
  });

  it('--kind spoken accepts the spoken records end to end: a dry run, the accept, its undo — no shot, no renderer record', () => {
    // The command works on the repository: its "baselines" live in a throwaway folder under reports/.
    mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
    dir = mkdtempSync(path.join(repoRoot, 'reports', 'visual-accept-spoken-'));
    const here = relative(dir);
    const outDir = `${here}/report`;
    const put = (rel: string, bytes: Buffer | string) => {
      mkdirSync(path.dirname(path.join(repoRoot, rel)), { recursive: true });
      writeFileSync(path.join(repoRoot, rel), bytes);
    };
    const text = (rel: string) => readFileSync(path.join(repoRoot, rel), 'utf8');
    const record = `${here}/stories/__screenshots__/X/x--a.spoken-ltr.txt`;
    const shot = `${here}/stories/__screenshots__/X/x--a.light-ltr-desktop.png`;
    const [before, after] = ['x--a · ltr · en\nheard reading the story from start to end:\n  button, Save\n', 'x--a · ltr · en\nheard reading the story from start to end:\n  button, Submit\n'];
    const [white, grey] = [solidPng(4, 4, [255, 255, 255]), solidPng(4, 4, [244, 244, 244])];
    put(record, before);
    put(`${outDir}/actual/${record}`, after);
    put(shot, white);
    put(`${outDir}/actual/${shot}`, grey);
    const common = { storyId: 'x--a', status: 'changed', baselineDir: path.posix.dirname(record), diff: null };
    const entries = [
      { ...common, cell: 'spoken-ltr', medium: 'spoken', baseline: record, actual: `${outDir}/actual/${record}`, oldHash: hashOf(Buffer.from(before)), newHash: hashOf(Buffer.from(after)) },
      { ...common, cell: 'light-ltr-desktop', baseline: shot, actual: `${outDir}/actual/${shot}`, oldHash: hashOf(white), newHash: hashOf(grey) },
    ];
    put(`${outDir}/manifest.json`, JSON.stringify({ version: 1, outDir, entries, orphans: [] }));
    const rendererBefore = existsSync(recordFile) ? readFileSync(recordFile) : undefined;
    try {
      const dry = run(path.join(repoRoot, outDir), '--kind', 'spoken', '--dry-run');
      expect(dry.status).toBe(0);
      expect(dry.stdout).toContain(`would write x--a spoken-ltr → ${record}`);
      expect(dry.stdout).not.toMatch(/light-ltr-desktop|would update/);
      expect(dry.stdout).toMatch(/would accept 1 and remove 0, 1 left out by the filters\. Nothing written\./);
      expect(text(record)).toBe(before);
      const accepted = run(path.join(repoRoot, outDir), '--kind', 'spoken');
      expect(accepted.status).toBe(0);
      expect(accepted.stdout).toContain(`✓ accepted x--a spoken-ltr → ${record}`);
      expect(text(record)).toBe(after);
      expect(readFileSync(path.join(repoRoot, shot)).equals(white)).toBe(true);
      const undone = run(path.join(repoRoot, outDir), '--undo', '--shot', 'x--a.spoken-ltr');
      expect(undone.status).toBe(0);
      expect(undone.stdout).toContain(`✓ restore ${record}`);
      expect(text(record)).toBe(before);
    } finally {
      const rendererAfter = existsSync(recordFile) ? readFileSync(recordFile) : undefined;
      // Whatever happened, the repository's renderer record is left as it was (and the test says if it was not).
      if (rendererBefore && !rendererAfter?.equals(rendererBefore)) writeFileSync(recordFile, rendererBefore);
      expect(rendererAfter?.equals(rendererBefore!) ?? rendererBefore === undefined).toBe(true);
    }
  });
});
