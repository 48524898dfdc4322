// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAccept, planAccept } from './accept-plan.mjs';
import { acceptReport } from './accept-report.mjs';
import { readDecisions, recordDecisions } from './decisions.mjs';
import { comparePng, hashOf, paintedPng, solidPng } from '../compare/index.mjs';
import { readUndoSteps, undoAccept } from './undo.mjs';
import { honestDecisions, rejectShots } from './reject.mjs';
import { commitsHint } from './commits-hint.mjs';
import { checkFilter } from './shot-filter.mjs';

/** A 4×4 PNG of one colour. */
const png = (rgb: [number, number, number]) => solidPng(4, 4, rgb);

let root: string;
const baseline = 'stories/__screenshots__/X/x--a.light-ltr-desktop.png';
const actual = 'reports/visual/actual/stories/__screenshots__/X/x--a.light-ltr-desktop.png';
const orphanFile = 'stories/__screenshots__/X/x--gone.light-ltr-desktop.png';
const put = (rel: string, bytes: Buffer) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), bytes);
};
const read = (rel: string) => readFileSync(path.join(root, rel));

function manifest() {
  return {
    version: 1,
    outDir: 'reports/visual',
    entries: [
      { storyId: 'x--a', cell: 'light-ltr-desktop', status: 'changed', baseline, actual, oldHash: hashOf(png([255, 255, 255])), newHash: hashOf(png([244, 244, 244])) },
    ],
    orphans: [{ storyId: 'x--gone', cell: 'light-ltr-desktop', baseline: orphanFile, hash: hashOf(png([1, 2, 3])), reason: 'story x--gone no longer exists' }],
  };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-accept-'));
  put(baseline, png([255, 255, 255]));
  put(actual, png([244, 244, 244]));
  put(orphanFile, png([1, 2, 3]));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const where = () => ({ root, manifestDir: path.join(root, 'reports/visual') });

describe('visual:accept', () => {
  it('copies the reviewed actual over the baseline and removes orphans', () => {
    const plan = planAccept(manifest(), where());
    expect(plan.stale).toEqual([]);
    expect(plan.removals.map((r) => path.relative(root, r.file))).toEqual([orphanFile]);
    applyAccept(plan);
    expect(read(baseline).equals(png([244, 244, 244]))).toBe(true);
    expect(existsSync(path.join(root, orphanFile))).toBe(false);
  });

  it('refuses a stale manifest: the baseline changed after the report', () => {
    put(baseline, png([0, 0, 0]));
    const plan = planAccept(manifest(), where());
    expect(plan.stale).toHaveLength(1);
    expect(plan.stale[0]).toMatch(/x--a light-ltr-desktop: .* is now [0-9a-f]{12}, the report saw/);
    expect(() => applyAccept(plan)).toThrow(/stale/);
    expect(read(baseline).equals(png([0, 0, 0]))).toBe(true);
    expect(existsSync(path.join(root, orphanFile))).toBe(true);
  });

  it('refuses when the reviewed image was overwritten by a later run', () => {
    put(actual, png([9, 9, 9]));
    expect(planAccept(manifest(), where()).stale[0]).toMatch(/overwritten by a later run/);
  });

  it('refuses to delete an orphan that changed since the report', () => {
    put(orphanFile, png([3, 2, 1]));
    expect(planAccept(manifest(), where()).stale[0]).toMatch(/changed since the report, not removing it/);
  });

  it('rejects something that is not a manifest', () => {
    expect(() => planAccept({ entries: [] }, where())).toThrow(/not a visual manifest/);
  });
});

// One report with a shot in every state a manifest can hold.
const shot = (storyId: string, cell: string) => `stories/__screenshots__/X/${storyId}.${cell}.png`;
const actualOf = (rel: string) => `reports/visual/actual/${rel}`;
const white = png([255, 255, 255]);
const grey = png([244, 244, 244]);
function everyState() {
  const entry = (storyId: string, cell: string, status: string, extra: object) => ({
    storyId, cell, status, baselineDir: 'stories/__screenshots__/X', allowedCells: [cell], ...extra,
  });
  const changed = (storyId: string, cell: string) =>
    entry(storyId, cell, 'changed', { baseline: shot(storyId, cell), actual: actualOf(shot(storyId, cell)), oldHash: hashOf(white), newHash: hashOf(grey) });
  return {
    version: 1,
    outDir: 'reports/visual',
    entries: [
      entry('x--same', 'light-ltr-desktop', 'unchanged', { baseline: shot('x--same', 'light-ltr-desktop'), actual: null, oldHash: hashOf(white), newHash: hashOf(white) }),
      changed('x--a', 'light-ltr-desktop'),
      changed('x--a', 'dark-rtl-desktop'),
      changed('x--b', 'light-rtl-mobile'),
      entry('x--new', 'dark-ltr-mobile', 'new', { baseline: shot('x--new', 'dark-ltr-mobile'), actual: actualOf(shot('x--new', 'dark-ltr-mobile')), oldHash: null, newHash: hashOf(grey) }),
      entry('x--lost', 'light-ltr-desktop', 'missing', { baseline: shot('x--lost', 'light-ltr-desktop'), actual: actualOf(shot('x--lost', 'light-ltr-desktop')), oldHash: null, newHash: hashOf(grey) }),
      // What the loop records for a story whose play failed: no baseline, no image, its failure.
      entry('x--broken', 'light-ltr-desktop', 'skipped', { failure: 'TestingLibraryElementError: Unable to find role="button"' }),
      entry('x--broken', 'dark-rtl-desktop', 'skipped', { failure: 'TestingLibraryElementError: Unable to find role="button"' }),
      // A manifest written before failures were recorded, and a shot another renderer did not compare.
      entry('x--old', 'light-ltr-desktop', 'skipped', {}),
      entry('x--other', 'light-ltr-desktop', 'skipped', { notCompared: true }),
      // As Storybook's test addon words an assertion: its name alone, a debug link, then the message.
      entry('x--assert', 'light-ltr-desktop', 'skipped', { failure: 'AssertionError: \nClick to debug the error directly in Storybook: http://localhost:6006/?path=/story/x--assert\n\nexpected 18 to be close to 16' }),
    ],
    orphans: [{ storyId: 'x--gone', cell: 'light-ltr-desktop', baseline: orphanFile, hash: hashOf(png([1, 2, 3])), reason: 'story x--gone no longer exists' }],
  };
}
function putEveryState() {
  for (const [id, cell] of [['x--same', 'light-ltr-desktop'], ['x--a', 'light-ltr-desktop'], ['x--a', 'dark-rtl-desktop'], ['x--b', 'light-rtl-mobile']]) put(shot(id!, cell!), white);
  for (const [id, cell] of [['x--a', 'light-ltr-desktop'], ['x--a', 'dark-rtl-desktop'], ['x--b', 'light-rtl-mobile'], ['x--new', 'dark-ltr-mobile'], ['x--lost', 'light-ltr-desktop']]) put(actualOf(shot(id!, cell!)), grey);
  put(shot('x--new', 'dark-ltr-mobile'), grey);
}
const reportDir = () => path.join(root, 'reports/visual');
const accept = (options: Parameters<typeof acceptReport>[1] = {}) =>
  acceptReport(reportDir(), { root, rendererRecord: path.join(root, 'baseline-browser.json'), manifest: everyState(), ...options });
const isGrey = (rel: string) => existsSync(path.join(root, rel)) && read(rel).equals(grey);

describe('visual:accept on every manifest state', () => {
  beforeEach(putEveryState);

  it('accepts what was shot after failed plays, and lists what was not with each failure', () => {
    const { plan, applied } = accept();
    expect(applied).toBe(true);
    expect(plan.stale).toEqual([]);
    expect(plan.copies.map((c) => `${c.storyId} ${c.cell}`)).toEqual(['x--a light-ltr-desktop', 'x--a dark-rtl-desktop', 'x--b light-rtl-mobile', 'x--lost light-ltr-desktop']);
    expect(plan.alreadyDone).toEqual(['x--new dark-ltr-mobile: baseline was written by the run']);
    expect(plan.notShot).toEqual([
      { storyId: 'x--broken', cell: 'light-ltr-desktop', message: 'TestingLibraryElementError: Unable to find role="button"' },
      { storyId: 'x--broken', cell: 'dark-rtl-desktop', message: 'TestingLibraryElementError: Unable to find role="button"' },
      { storyId: 'x--old', cell: 'light-ltr-desktop', message: 'the story failed before its shots (no message recorded)' },
      { storyId: 'x--assert', cell: 'light-ltr-desktop', message: 'AssertionError: expected 18 to be close to 16' },
    ]);
    // Another renderer's shot is no failure: counted apart, nothing to fix.
    expect(plan.notCompared).toBe(1);
    expect(['x--a.light-ltr-desktop', 'x--a.dark-rtl-desktop', 'x--b.light-rtl-mobile', 'x--lost.light-ltr-desktop'].every((k) => isGrey(shot(...(k.split('.') as [string, string]))))).toBe(true);
    expect(read(shot('x--same', 'light-ltr-desktop')).equals(white)).toBe(true);
    expect(existsSync(path.join(root, orphanFile))).toBe(false);
    expect(readDecisions(reportDir())['x--a.light-ltr-desktop']).toBe('accepted');
    // A new baseline the run wrote is accepted with nothing to write, so the page stops offering it.
    expect(readDecisions(reportDir())['x--new.dark-ltr-mobile']).toBe('accepted');
  });

  it('accepts one component, story, cell axis or shot, and nothing else', () => {
    const cases: [object, string[]][] = [
      [{ story: ['x--a'] }, ['x--a light-ltr-desktop', 'x--a dark-rtl-desktop']],
      [{ story: ['x--*'], theme: ['dark'] }, ['x--a dark-rtl-desktop']],
      [{ viewport: ['mobile'] }, ['x--b light-rtl-mobile']],
      [{ cell: ['light-ltr-desktop'], direction: ['ltr'] }, ['x--a light-ltr-desktop', 'x--lost light-ltr-desktop']],
      [{ shot: ['x--b.light-rtl-mobile'] }, ['x--b light-rtl-mobile']],
      [{ component: ['x'] }, ['x--a light-ltr-desktop', 'x--a dark-rtl-desktop', 'x--b light-rtl-mobile', 'x--lost light-ltr-desktop']],
      [{ component: ['Y'] }, []],
    ];
    for (const [filter, expected] of cases) {
      const { plan } = accept({ filter, dryRun: true });
      expect(plan.copies.map((c) => `${c.storyId} ${c.cell}`), JSON.stringify(filter)).toEqual(expected);
    }
    accept({ filter: { story: ['x--a'], theme: ['dark'] } });
    expect(isGrey(shot('x--a', 'dark-rtl-desktop'))).toBe(true);
    expect(isGrey(shot('x--a', 'light-ltr-desktop'))).toBe(false);
    expect(existsSync(path.join(root, orphanFile))).toBe(true);
  });

  it('a dry run plans the same writes and changes no file', () => {
    const { plan, applied } = accept({ dryRun: true });
    expect(applied).toBe(false);
    expect(plan.copies).toHaveLength(4);
    expect(plan.removals).toHaveLength(1);
    expect(isGrey(shot('x--a', 'light-ltr-desktop'))).toBe(false);
    expect(existsSync(path.join(root, orphanFile))).toBe(true);
  });

  it('accepting the rest after a partial accept is not stale; the accepted ones are already done', () => {
    accept({ filter: { shot: ['x--a.light-ltr-desktop'] } });
    const { plan, applied } = accept();
    expect(applied).toBe(true);
    expect(plan.alreadyDone).toContain('x--a light-ltr-desktop: already accepted');
    expect(plan.copies).toHaveLength(3);
  });

  it('refuses a filtered accept when any baseline of the report moved since, writing nothing', () => {
    put(shot('x--b', 'light-rtl-mobile'), png([0, 0, 0]));
    const { plan, applied } = accept({ filter: { story: ['x--a'] } });
    expect(applied).toBe(false);
    expect(plan.stale).toEqual([expect.stringMatching(/^x--b light-rtl-mobile: .* is now [0-9a-f]{12}, the report saw/)]);
    expect(isGrey(shot('x--a', 'light-ltr-desktop'))).toBe(false);
  });

  it('leaves out the shots rejected in the review, unless named one by one', () => {
    recordDecisions(reportDir(), ['x--a.dark-rtl-desktop'], 'rejected');
    expect(accept({ dryRun: true }).plan.rejected).toEqual(['x--a.dark-rtl-desktop']);
    expect(accept({ dryRun: true }).plan.copies.map((c) => c.cell)).not.toContain('dark-rtl-desktop');
    expect(accept({ dryRun: true, filter: { shot: ['x--a.dark-rtl-desktop'] } }).plan.copies).toHaveLength(1);
    // The page's bulk accept lists every shot it shows but names none one by one: the reject holds,
    // as it does for the command line's filters.
    const bulk = accept({ filter: { shot: ['x--a.light-ltr-desktop', 'x--a.dark-rtl-desktop'] }, named: [] });
    expect(bulk.plan.rejected).toEqual(['x--a.dark-rtl-desktop']);
    expect(bulk.plan.copies.map((c) => c.cell)).toEqual(['light-ltr-desktop']);
    expect(isGrey(shot('x--a', 'dark-rtl-desktop'))).toBe(false);
  });

  it('names every file it writes before writing: the renderer record goes with the baselines', () => {
    const dry = accept({ dryRun: true });
    expect(dry.alsoWrites).toEqual([path.join(root, 'baseline-browser.json')]);
    expect(existsSync(path.join(root, 'baseline-browser.json'))).toBe(false);
    expect(accept({ dryRun: true, filter: { component: ['Y'] } }).alsoWrites).toEqual([]);
  });
});

describe('undoing an accept', () => {
  beforeEach(putEveryState);
  const snapshot = (files: string[]) => files.map((rel) => (existsSync(path.join(root, rel)) ? read(rel) : null));
  const touched = [shot('x--a', 'light-ltr-desktop'), shot('x--a', 'dark-rtl-desktop'), shot('x--b', 'light-rtl-mobile'), shot('x--lost', 'light-ltr-desktop'), orphanFile, 'baseline-browser.json'];

  it('puts back every file the last accept wrote or removed, byte for byte, and forgets its decisions', () => {
    put('baseline-browser.json', Buffer.from('{ "chromiumMajor": "150" }\n'));
    put('reports/visual/renderer.json', Buffer.from(JSON.stringify({ os: 'Linux', browser: 'chromium', version: '156.0', major: '156', fonts: {} })));
    const before = snapshot(touched);
    accept();
    expect(snapshot(touched)).not.toEqual(before);
    const undone = undoAccept(reportDir(), { root });
    expect(undone.stale).toEqual([]);
    expect(undone.shots.sort()).toEqual(['x--a.dark-rtl-desktop', 'x--a.light-ltr-desktop', 'x--b.light-rtl-mobile', 'x--gone.light-ltr-desktop', 'x--lost.light-ltr-desktop']);
    // x--lost had no baseline before: the accept created it, the undo removes it again.
    expect(undone.removed).toEqual([shot('x--lost', 'light-ltr-desktop')]);
    expect(snapshot(touched)).toEqual(before);
    expect(readUndoSteps(reportDir())).toEqual([]);
    expect(undoAccept(reportDir(), { root }).nothing).toBe(true);
  });

  it('undoes one shot of an accept, leaving the rest accepted', () => {
    const before = read(shot('x--a', 'dark-rtl-desktop'));
    accept();
    undoAccept(reportDir(), { root, shots: ['x--a.dark-rtl-desktop'] });
    expect(read(shot('x--a', 'dark-rtl-desktop')).equals(before)).toBe(true);
    expect(isGrey(shot('x--a', 'light-ltr-desktop'))).toBe(true);
    expect(readUndoSteps(reportDir())[0]!.files.map((f) => f.key)).not.toContain('x--a.dark-rtl-desktop');
  });

  it('refuses, writing nothing, when a file changed after the accept', () => {
    accept();
    put(shot('x--b', 'light-rtl-mobile'), png([0, 0, 0]));
    const undone = undoAccept(reportDir(), { root });
    expect(undone.stale).toEqual([expect.stringMatching(/^stories\/__screenshots__\/X\/x--b\.light-rtl-mobile\.png is now [0-9a-f]{12}, the accept left/)]);
    expect(isGrey(shot('x--a', 'light-ltr-desktop'))).toBe(true);
  });
});

describe('rejecting honestly', () => {
  beforeEach(putEveryState);
  const reject = (shots: string[]) => rejectShots(reportDir(), { root, shots, manifest: everyState() });

  it('rejecting a shot not accepted writes nothing but the decision', () => {
    const result = reject(['x--a.light-ltr-desktop']);
    expect(result).toMatchObject({ rejected: ['x--a.light-ltr-desktop'], restored: [], refused: [], stale: [] });
    expect(isGrey(shot('x--a', 'light-ltr-desktop'))).toBe(false);
    expect(readDecisions(reportDir())['x--a.light-ltr-desktop']).toBe('rejected');
  });

  it('rejecting an accepted shot puts its previous baseline back, byte for byte, then rejects it', () => {
    const before = read(shot('x--a', 'light-ltr-desktop'));
    accept({ filter: { shot: ['x--a.light-ltr-desktop', 'x--b.light-rtl-mobile'] } });
    expect(isGrey(shot('x--a', 'light-ltr-desktop'))).toBe(true);
    const result = reject(['x--a.light-ltr-desktop']);
    expect(result.restored).toEqual([shot('x--a', 'light-ltr-desktop')]);
    expect(read(shot('x--a', 'light-ltr-desktop')).equals(before)).toBe(true);
    expect(readDecisions(reportDir())['x--a.light-ltr-desktop']).toBe('rejected');
    // The other shot of that accept stays accepted.
    expect(isGrey(shot('x--b', 'light-rtl-mobile'))).toBe(true);
    expect(readDecisions(reportDir())['x--b.light-rtl-mobile']).toBe('accepted');
  });

  it('refuses, writing nothing, where there is no accept to take back or it cannot be undone', () => {
    // A new baseline the run wrote itself: no accept of this review put it there.
    const fresh = reject(['x--new.dark-ltr-mobile']);
    expect(fresh.rejected).toEqual([]);
    expect(fresh.refused).toEqual([{ key: 'x--new.dark-ltr-mobile', why: expect.stringMatching(/already holds this image \(the run wrote it as a new baseline\), so there is nothing to put back/) }]);
    expect(readDecisions(reportDir())['x--new.dark-ltr-mobile']).toBeUndefined();
    // An accept one of whose files changed since (the renderer record it wrote): the undo, and with it
    // the reject, is refused; the accepted baseline stays, and so does its decision.
    put('reports/visual/renderer.json', Buffer.from(JSON.stringify({ os: 'Linux', browser: 'chromium', version: '156.0', major: '156', fonts: {} })));
    accept({ filter: { shot: ['x--a.light-ltr-desktop'] } });
    put('baseline-browser.json', Buffer.from('{ "chromiumMajor": "157" }\n'));
    const changed = reject(['x--a.light-ltr-desktop']);
    expect(changed.rejected).toEqual([]);
    expect(changed.stale).toEqual([expect.stringMatching(/^baseline-browser\.json is now [0-9a-f]{12}, the accept left/)]);
    expect(isGrey(shot('x--a', 'light-ltr-desktop'))).toBe(true);
    expect(readDecisions(reportDir())['x--a.light-ltr-desktop']).toBe('accepted');
  });

  it('shows no decision the baselines on disk contradict', () => {
    accept({ filter: { shot: ['x--a.light-ltr-desktop'] } });
    recordDecisions(reportDir(), ['x--b.light-rtl-mobile'], 'rejected');
    expect(honestDecisions(everyState(), readDecisions(reportDir()), root)).toEqual({ 'x--a.light-ltr-desktop': 'accepted', 'x--b.light-rtl-mobile': 'rejected' });
    // The accepted baseline put back outside the page (git checkout): no longer shown as accepted.
    put(shot('x--a', 'light-ltr-desktop'), white);
    // A rejected shot whose baseline now holds its new image: no longer shown as rejected.
    put(shot('x--b', 'light-rtl-mobile'), grey);
    expect(honestDecisions(everyState(), readDecisions(reportDir()), root)).toEqual({});
  });
});

describe('a report of one commit (visual:commits)', () => {
  const commit = {
    base: 'main',
    commits: [{ n: 3, short: 'cccccccc', subject: '404 hint reworded' }],
    alone: true,
    sharedWith: [{ n: 1, short: 'aaaaaaaa', subject: 'Surface', shots: ['x--a.light-ltr-desktop'], folder: 'reports/visual-commits/1-aaaaaaaa' }],
  };
  it('a stale accept of a shot another commit changes too points to the two shot together', () => {
    expect(commitsHint({ commit }, ['x--a.light-ltr-desktop'])).toBe(
      'This report shows commit 3 against main without commit 1 (aaaaaaaa), which changes some of the same shots; once one report\'s shots are accepted, the other\'s are stale. ' +
        'To accept them together, shoot them together: npm run visual:commits -- main --combine 1,3, and accept from that report after undoing what you accepted from the other (npm run visual:accept -- reports/visual-commits/1-aaaaaaaa --undo)',
    );
    // Stale for another reason (a shot no other commit changes), or not a commit's report: no hint.
    expect(commitsHint({ commit }, ['x--b.light-rtl-mobile'])).toBeUndefined();
    expect(commitsHint({}, ['x--a.light-ltr-desktop'])).toBeUndefined();
  });

  it('a stale accept of commits shot together names the undo of their own reports', () => {
    const together = {
      base: 'main',
      commits: [{ n: 1, short: 'aaaaaaaa', subject: 'Surface' }, { n: 3, short: 'cccccccc', subject: '404 hint reworded' }],
      alone: true,
      sharedWith: [],
      ownReports: ['reports/visual-commits/1-aaaaaaaa', 'reports/visual-commits/3-cccccccc'],
    };
    expect(commitsHint({ commit: together }, ['x--a.light-ltr-desktop'])).toBe(
      "This report shows commits 1 + 3 together on main; if you accepted some of its shots from one commit's own report since, undo that first " +
        '(npm run visual:accept -- reports/visual-commits/1-aaaaaaaa --undo; npm run visual:accept -- reports/visual-commits/3-cccccccc --undo), then accept here',
    );
  });
});

describe('deciding by kind of change', () => {
  beforeEach(putEveryState);
  // x--a light: a recolouring; x--a dark: moved 2 px down; x--b: reworded (a swap of dark and light).
  const bar = (top: number, rgb: [number, number, number] = [40, 40, 40]) => paintedPng(40, 40, (_x, y) => (y >= top && y < top + 6 ? rgb : [255, 255, 255]));
  function withKinds() {
    const m = everyState();
    const regionsOf = (before: Buffer, after: Buffer) => comparePng(before, after).regions;
    const set = (storyId: string, cell: string, before: Buffer, after: Buffer) =>
      Object.assign(m.entries.find((e) => e.storyId === storyId && e.cell === cell)!, { size: { baseline: [40, 40], actual: [40, 40] }, regions: regionsOf(before, after) });
    set('x--a', 'light-ltr-desktop', bar(10), bar(10, [60, 40, 40]));
    set('x--a', 'dark-rtl-desktop', bar(10), bar(12));
    set('x--b', 'light-rtl-mobile', paintedPng(40, 40, (x) => (x % 4 === 0 ? [0, 0, 0] : [255, 255, 255])), paintedPng(40, 40, (x) => (x % 3 === 0 ? [0, 0, 0] : [255, 255, 255])));
    return m;
  }
  const chosen = (filter: object) => accept({ manifest: withKinds(), filter, dryRun: true }).plan.copies.map((c) => `${c.storyId} ${c.cell}`);

  it('selects by kind (any of those given) and leaves out by --exclude-*', () => {
    expect(chosen({ kind: ['colour'] })).toEqual(['x--a light-ltr-desktop']);
    expect(chosen({ kind: ['moved', 'text'] })).toEqual(['x--a dark-rtl-desktop', 'x--b light-rtl-mobile']);
    expect(chosen({ kind: ['new'] })).toEqual(['x--lost light-ltr-desktop']);
    // "Everything but the move", in one command.
    expect(chosen({ exclude: { kind: ['moved'] } })).toEqual(['x--a light-ltr-desktop', 'x--b light-rtl-mobile', 'x--lost light-ltr-desktop']);
    expect(chosen({ story: ['x--*'], exclude: { story: ['x--b'], cell: ['light-ltr-desktop'] } })).toEqual(['x--a dark-rtl-desktop']);
    expect(accept({ manifest: withKinds(), filter: { exclude: { kind: ['lost'] } }, dryRun: true }).plan.removals).toEqual([]);
  });
});

describe('spoken records', () => {
  // Beside the shots of everyState(): x--a's record changed, x--new's is new, x--gone's is to remove.
  const record = (storyId: string, cell: string) => `stories/__screenshots__/X/${storyId}.${cell}.txt`;
  const said = (line: string) => Buffer.from(`x--a · ltr · en\nheard during the play:\n  (nothing)\nheard reading the story from start to end:\n  ${line}\n`);
  const [before, after] = [said('button, Save'), said('button, Submit')];
  function withSpoken() {
    const m = everyState();
    const spoken = (storyId: string, cell: string, status: string, extra: object) => ({ storyId, cell, status, medium: 'spoken', baselineDir: 'stories/__screenshots__/X', allowedCells: [cell], diff: null, ...extra });
    m.entries.push(
      spoken('x--a', 'spoken-ltr', 'changed', { baseline: record('x--a', 'spoken-ltr'), actual: actualOf(record('x--a', 'spoken-ltr')), oldHash: hashOf(before), newHash: hashOf(after), lines: { removed: 1, added: 1 } }) as never,
      spoken('x--new', 'spoken-rtl', 'new', { baseline: record('x--new', 'spoken-rtl'), actual: actualOf(record('x--new', 'spoken-rtl')), oldHash: null, newHash: hashOf(after) }) as never,
    );
    m.orphans.push({ storyId: 'x--gone', cell: 'spoken-ltr', baseline: record('x--gone', 'spoken-ltr'), hash: hashOf(before), reason: 'story x--gone no longer exists' });
    return m;
  }
  beforeEach(() => {
    putEveryState();
    put(record('x--a', 'spoken-ltr'), before);
    put(actualOf(record('x--a', 'spoken-ltr')), after);
    put(record('x--new', 'spoken-rtl'), after);
    put(actualOf(record('x--new', 'spoken-rtl')), after);
    put(record('x--gone', 'spoken-ltr'), before);
  });
  const acceptSpoken = (options: Parameters<typeof acceptReport>[1] = {}) => accept({ manifest: withSpoken(), ...options });
  const picked = (filter: object) => {
    const { plan } = acceptSpoken({ filter, dryRun: true });
    return [...plan.copies.map((c) => `${c.storyId}.${c.cell}`), ...plan.doneKeys, ...plan.removals.map((r) => r.key)].sort();
  };

  it('--kind spoken selects every spoken record, changed, new or to remove, and no shot', () => {
    expect(picked({ kind: ['spoken'] })).toEqual(['x--a.spoken-ltr', 'x--gone.spoken-ltr', 'x--new.spoken-rtl']);
    expect(picked({ exclude: { kind: ['spoken'] } }).some((key) => key.includes('spoken'))).toBe(false);
    expect(picked({ kind: ['new'] })).toEqual(['x--lost.light-ltr-desktop', 'x--new.dark-ltr-mobile', 'x--new.spoken-rtl']);
  });

  it('a direction selects the records of that direction too; a theme or viewport leaves every record out', () => {
    expect(picked({ direction: ['ltr'] })).toEqual(['x--a.light-ltr-desktop', 'x--a.spoken-ltr', 'x--gone.light-ltr-desktop', 'x--gone.spoken-ltr', 'x--lost.light-ltr-desktop', 'x--new.dark-ltr-mobile']);
    expect(picked({ direction: ['rtl'], kind: ['spoken'] })).toEqual(['x--new.spoken-rtl']);
    expect(picked({ theme: ['light', 'dark'] }).some((key) => key.includes('spoken'))).toBe(false);
    expect(picked({ viewport: ['mobile', 'desktop'] }).some((key) => key.includes('spoken'))).toBe(false);
    expect(picked({ cell: ['spoken-ltr'] })).toEqual(['x--a.spoken-ltr', 'x--gone.spoken-ltr']);
    expect(picked({ shot: ['x--a.spoken-ltr'] })).toEqual(['x--a.spoken-ltr']);
  });

  it('takes spoken cells as filter values, and refuses a cell that is neither', () => {
    expect(() => checkFilter({ cell: ['spoken-ltr', 'spoken-rtl'], shot: ['x--a.spoken-rtl'], kind: ['spoken'], exclude: { cell: ['spoken-ltr'] } })).not.toThrow();
    expect(() => checkFilter({ cell: ['spoken-up'] })).toThrow(/--cell spoken-up: expected theme-direction-viewport, e\.g\. dark-rtl-desktop, or spoken-ltr \/ spoken-rtl/);
    expect(() => checkFilter({ shot: ['x--a.spoken'] })).toThrow(/--shot x--a\.spoken: expected <story id>\.<cell>/);
  });

  it('accepts a spoken record byte for byte, without claiming a renderer made it; undo and reject put the old text back', () => {
    const rendererRecord = path.join(root, 'baseline-browser.json');
    // The renderer record says which renderer made the PNG baselines: a text accepted alone leaves it.
    expect(acceptSpoken({ filter: { kind: ['spoken'] }, dryRun: true }).alsoWrites).toEqual([]);
    expect(acceptSpoken({ filter: { shot: ['x--a.spoken-ltr', 'x--a.light-ltr-desktop'] }, dryRun: true }).alsoWrites).toEqual([rendererRecord]);
    const { applied, plan } = acceptSpoken({ filter: { kind: ['spoken'] } });
    expect(applied).toBe(true);
    expect(plan.copies.map((c) => path.relative(root, c.to))).toEqual([record('x--a', 'spoken-ltr')]);
    expect(read(record('x--a', 'spoken-ltr')).equals(after)).toBe(true);
    expect(existsSync(path.join(root, record('x--gone', 'spoken-ltr')))).toBe(false);
    expect(existsSync(rendererRecord)).toBe(false);
    expect(readDecisions(reportDir())).toEqual({ 'x--a.spoken-ltr': 'accepted', 'x--gone.spoken-ltr': 'accepted', 'x--new.spoken-rtl': 'accepted' });
    // Undone: the previous text back, byte for byte, and the removed record too.
    expect(undoAccept(reportDir(), { root }).stale).toEqual([]);
    expect(read(record('x--a', 'spoken-ltr')).equals(before)).toBe(true);
    expect(read(record('x--gone', 'spoken-ltr')).equals(before)).toBe(true);
    // Accepted again, then rejected: the accept is taken back first.
    acceptSpoken({ filter: { shot: ['x--a.spoken-ltr'] } });
    const rejected = rejectShots(reportDir(), { root, shots: ['x--a.spoken-ltr'], manifest: withSpoken() });
    expect(rejected).toMatchObject({ rejected: ['x--a.spoken-ltr'], restored: [record('x--a', 'spoken-ltr')], stale: [] });
    expect(read(record('x--a', 'spoken-ltr')).equals(before)).toBe(true);
    // The page shows what the disk agrees with: the removal was undone, the new record the run wrote stands.
    expect(honestDecisions(withSpoken(), readDecisions(reportDir()), root)).toEqual({ 'x--a.spoken-ltr': 'rejected', 'x--new.spoken-rtl': 'accepted' });
  });
});

describe('strict comparator', () => {
  it('catches #fff → #f4f4f4 on every pixel (the default pixelmatch threshold does not)', () => {
    const result = comparePng(png([255, 255, 255]), png([244, 244, 244]));
    expect(result.ratio).toBe(1);
    expect(result.diff).toBeInstanceOf(Buffer);
  });

  it('counts a size change as changed pixels', () => {
    const result = comparePng(png([255, 255, 255]), solidPng(5, 4, [255, 255, 255]));
    expect(result.sizeChanged).toBe(true);
    expect(result.mismatched).toBe(4);
  });

  it('sees identical bytes as identical without a diff', () => {
    expect(comparePng(png([1, 1, 1]), png([1, 1, 1]))).toMatchObject({ mismatched: 0, ratio: 0, total: 16 });
  });
});
