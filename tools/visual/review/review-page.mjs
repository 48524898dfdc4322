// The review page: one HTML file with its data, style and script inlined, beside the report's images
// and spoken records' texts (actual/, diff/, baseline/), so the folder works alone — opened from
// disk, as a downloaded CI artifact, or served by `npm run visual:review` (which adds accept and
// reject). Behaviour: review/review.js; look: review/review.css.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cellAxes, componentOf, honestDecisions, notShotMessage, readDecisions, shotKey } from '../accept/index.mjs';
import { changeKindLabels, changeKindNames, changeKinds, lineDiff, linesOf } from '../compare/index.mjs';
import { escapeHtml, isSpokenCell } from '../shared/index.mjs';

const asset = (name) => readFileSync(path.join(import.meta.dirname, 'page', name), 'utf8');

/**
 * What the page needs of each shot to review: every shot that is not unchanged, and every baseline
 * to remove. Image paths are relative to the report folder, or data: URLs with `inlineImages`.
 * A spoken record's texts are always inlined, as its line diff (see spokenView).
 * @param {object} manifest
 * @param {string} reportDir  absolute
 * @param {{ inlineImages?: boolean }} [options]
 */
export function reviewShots(manifest, reportDir, { inlineImages = false } = {}) {
  const inReport = (file) => (file ? path.posix.relative(manifest.outDir, file) : undefined);
  const baselineCopy = (file) => {
    const rel = file ? `baseline/${file}` : undefined;
    return rel && existsSync(path.join(reportDir, rel)) ? rel : undefined;
  };
  // A `visual:commits` report: the other commits that change each shot too.
  const alsoIn = new Map();
  for (const other of manifest.commit?.sharedWith ?? []) for (const key of other.shots) alsoIn.set(key, [...(alsoIn.get(key) ?? []), other.n]);
  const base = (entry) => ({
    key: shotKey(entry), storyId: entry.storyId, cell: entry.cell, component: componentOf(entry), ...cellAxes(entry.cell),
    ...(alsoIn.has(shotKey(entry)) ? { alsoIn: alsoIn.get(shotKey(entry)) } : {}),
  });
  const shots = manifest.entries
    // Not compared (another renderer) is one notice of the run, not a shot to review.
    .filter((e) => e.status !== 'unchanged' && !e.notCompared)
    .map((e) => ({
      ...base(e),
      ...(isSpokenCell(e.cell) && e.status !== 'skipped' ? { spoken: spokenView(e, reportDir, inReport) } : {}),
      status: e.status,
      ratio: e.diffRatio ?? 0,
      ...(e.size ? { size: e.size } : {}),
      ...(e.regions ? { regions: e.regions } : {}),
      // A spoken record has no images: its texts are in `spoken`.
      actual: isSpokenCell(e.cell) ? undefined : inReport(e.actual),
      diff: isSpokenCell(e.cell) ? undefined : inReport(e.diff),
      baseline: e.status === 'changed' && !isSpokenCell(e.cell) ? baselineCopy(e.baseline) : undefined,
      kinds: changeKinds(e),
      ...(e.status === 'skipped' ? { failure: notShotMessage(e) } : {}),
    }));
  // A story whose test failed is recorded once per cell it may have; the reviewer needs it once.
  const notShot = new Map();
  for (const shot of shots.filter((s) => s.status === 'skipped')) {
    const first = notShot.get(shot.storyId);
    if (first) first.cells.push(shot.cell);
    else notShot.set(shot.storyId, Object.assign(shot, { cells: [shot.cell] }));
  }
  shots.splice(0, shots.length, ...shots.filter((s) => s.status !== 'skipped' || notShot.get(s.storyId) === s));
  for (const o of manifest.orphans) {
    const spoken = isSpokenCell(o.cell) ? { spoken: spokenView({ ...o, status: 'orphan' }, reportDir, inReport) } : {};
    shots.push({ ...base({ ...o, baselineDir: path.posix.dirname(o.baseline) }), ...spoken, status: 'orphan', kinds: changeKinds({ ...o, status: 'orphan' }), ratio: 0, baseline: spoken.spoken ? undefined : baselineCopy(o.baseline), failure: undefined, reason: o.reason });
  }
  if (!inlineImages) return shots;
  const dataUrl = (rel) => (rel && existsSync(path.join(reportDir, rel)) ? `data:image/png;base64,${readFileSync(path.join(reportDir, rel)).toString('base64')}` : undefined);
  return shots.map((shot) => ({ ...shot, actual: dataUrl(shot.actual), diff: dataUrl(shot.diff), baseline: dataUrl(shot.baseline) }));
}

/**
 * What the page shows of a spoken record, read from the report folder at render time rather than
 * kept in the manifest: the files there are the ones an accept copies (hash-checked against the
 * manifest), so the page shows exactly the bytes it would write, and the manifest stays as small
 * for a thousand unchanged records as for none. A changed record: its line diff against the
 * baseline's copy (baseline/…); a new or missing one: the new text whole; one to remove: the
 * baseline's text whole.
 * @param {{ status: string, baseline: string, actual?: string | null }} entry  an orphan with `status: 'orphan'`
 * @param {string} reportDir
 * @param {(file: string | null | undefined) => string | undefined} inReport  a repository-relative path of the report's, relative to its folder
 * @returns {{ lines: { op: 'same' | 'removed' | 'added', text: string }[], removed: number, added: number, whole?: 'actual' | 'baseline', bytesOnly?: boolean, unread?: string }}
 *   unread: the file the page could not read (a report folder copied without it)
 */
function spokenView(entry, reportDir, inReport) {
  const read = (rel) => (rel && existsSync(path.join(reportDir, rel)) ? readFileSync(path.join(reportDir, rel), 'utf8') : undefined);
  const baselineRel = `baseline/${entry.baseline}`;
  const whole = (which, rel) => {
    const text = read(rel);
    if (text === undefined) return { lines: [], removed: 0, added: 0, whole: which, unread: rel ?? entry.baseline };
    return { lines: linesOf(text).map((line) => ({ op: 'same', text: line })), removed: 0, added: 0, whole: which };
  };
  if (entry.status === 'orphan') return whole('baseline', baselineRel);
  if (entry.status !== 'changed') return whole('actual', inReport(entry.actual));
  const [before, after] = [read(baselineRel), read(inReport(entry.actual))];
  if (before === undefined || after === undefined) return { lines: [], removed: 0, added: 0, unread: before === undefined ? baselineRel : inReport(entry.actual) };
  return lineDiff(before, after);
}

/**
 * The links between the parts of a page split for its weight (../ci/review-parts.mjs).
 * @param {{ index: number, files: string[] } | undefined} parts
 */
function partsNav(parts) {
  if (!parts) return '';
  const links = parts.files.map((file, index) =>
    index === parts.index ? `<strong aria-current="page">part ${index + 1}</strong>` : `<a href="${encodeURI(file)}">part ${index + 1}</a>`,
  );
  return `<nav class="parts" aria-label="Parts of this review"><p>Part ${parts.index + 1} of ${parts.files.length} of this run's review (one file would be too heavy for a browser tab; a story is always whole in one part): ${links.join(' · ')}. Counts, filters and bulk actions here are this part's.</p></nav>`;
}

/**
 * The banner a run that compared nothing (or not everything) opens with: how many shots, and why.
 * @param {object} manifest
 */
function notComparedBanner(manifest) {
  const count = manifest.entries.filter((e) => e.notCompared).length;
  if (count === 0) return '';
  const reason = manifest.notComparedReason ?? 'this machine renders differently from the baselines (another OS or other fonts)';
  return `<div class="banner" id="not-compared" role="alert"><strong>${count} ${count === 1 ? 'shot was' : 'shots were'} not compared with ${count === 1 ? 'its baseline' : 'their baselines'}</strong>:
  ${escapeHtml(reason.replace(/^visual: /, '').replace(/\.$/, ''))}. What this page lists is not all that changed.</div>`;
}

/**
 * What a report of `npm run visual:commits` says first: which commit it shows, against what, and
 * the shots it shares with other commits' reports, with the command that shoots them together.
 * @param {object} manifest
 */
function commitBanner(manifest) {
  const commit = manifest.commit;
  if (!commit) return '';
  const which = commit.commits.map((c) => `<code>${escapeHtml(c.short)}</code> ${escapeHtml(c.subject)}`).join(' + ');
  const together = commit.commits.length > 1;
  const how = together ? `together on ${escapeHtml(commit.base)}, without the other commits` : commit.alone ? `on ${escapeHtml(commit.base)} alone` : 'with the commits before it (it does not apply alone)';
  const own = `${together ? `Commits ${commit.commits.map((c) => c.n).join(' + ')}` : `Commit ${commit.commits[0].n}`} of the branch: ${which}, shot ${how}.`;
  const shared = commit.sharedWith ?? [];
  if (together) return `<p class="banner commit" id="commit">${own} Accepting here writes ${escapeHtml(commit.base)} + these commits.</p>`;
  if (shared.length === 0) return `<p class="banner commit" id="commit">${own} No other commit changes these shots.</p>`;
  const count = new Set(shared.flatMap((other) => other.shots)).size;
  const others = shared.map((other) => `commit ${other.n} (<code>${escapeHtml(other.short)}</code> ${escapeHtml(other.subject)}: ${other.shots.length} ${other.shots.length === 1 ? 'shot' : 'shots'})`).join(', ');
  return `<div class="banner commit" id="commit" role="note"><p>${own} <strong>${count} of its shots ${count === 1 ? 'is' : 'are'} also changed by ${others}</strong> (marked): here they show this commit's change alone, and accepting one writes ${escapeHtml(commit.base)} + this commit, without the other's change; once one report's shot is accepted, the other's is stale.</p>
  <p>To accept them together: <code>${escapeHtml(commit.combine ?? '')}</code></p></div>`;
}

/**
 * @param {object} manifest
 * @param {{ reportDir: string, root?: string, served?: boolean, reportLabel?: string, inlineImages?: boolean, undoable?: string[], parts?: { index: number, files: string[] } }} where
 *   reportLabel: the folder as the accept command should name it (repository-relative);
 *   inlineImages: one self-contained file (CI's single-file artifact, which opens in the browser);
 *   undoable: the shots of the last accept, which the page offers to undo (served only);
 *   parts: this page is part `index` of a page split in `files` (CI's one-file page, ../ci/review-parts.mjs);
 *   root: the repository whose baselines the decisions are checked against (the review server's):
 *   a decision the baseline on disk contradicts is shown as undecided
 */
export function renderReviewPage(manifest, { reportDir, root, served = false, reportLabel = manifest.outDir, inlineImages = false, undoable = [], parts }) {
  const s = manifest.summary;
  const shots = reviewShots(manifest, reportDir, { inlineImages });
  const notCompared = manifest.entries.filter((e) => e.notCompared).length;
  const decisions = root ? honestDecisions(manifest, readDecisions(reportDir), root) : readDecisions(reportDir);
  const data = { served, reportDir: reportLabel, decisions, undoable, notCompared, kindLabels: changeKindLabels, shots };
  const count = (status) => shots.filter((shot) => shot.status === status).length;
  const kindCount = (kind) => shots.filter((shot) => shot.kinds.includes(kind)).length;
  // `spoken` says what a record is, not a second change (as review.js counts it).
  const multiKind = shots.filter((shot) => shot.kinds.filter((kind) => kind !== 'spoken').length > 1).length;
  const statuses = [['changed', 'changed'], ['missing', 'missing baseline'], ['new', 'new'], ['orphan', 'baseline to remove'], ['skipped', 'not shot']];
  const select = (axis, values) =>
    `<label>${axis[0].toUpperCase()}${axis.slice(1)} <select data-axis="${axis}"><option value="">any</option>${values.map((v) => `<option>${v}</option>`).join('')}</select></label>`;
  // Shots are counted as shots, and a story whose test failed as one story (it has no shots), in the
  // title as in the header.
  const notShotStories = `${count('skipped')} ${count('skipped') === 1 ? 'story' : 'stories'} not shot`;
  // Spoken records (what a screen reader says) are counted apart from the shots, in the title as in the header.
  const spoken = s.spoken;
  const hasSpoken = !!(spoken && (spoken.records || spoken.orphans || spoken.skipped));
  const spokenChanges = hasSpoken ? spoken.changed + spoken.new + spoken.missing : 0;
  const spokenTitle = hasSpoken ? `, ${spokenChanges} spoken ${spokenChanges === 1 ? 'change' : 'changes'}` : '';
  const spokenHeader = hasSpoken
    ? ` · ${spoken.records} spoken records: <strong>${spoken.changed} changed</strong>, ${spoken.missing} missing, ${spoken.new} new, ${spoken.orphans} to remove, ${spoken.unchanged} unchanged`
    : '';
  // `<` escaped: the data sits in a script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review · ${notCompared ? `${notCompared} NOT COMPARED, ` : ''}${s.changed} changed, ${s.new} new, ${s.missing} missing${spokenTitle}, ${notShotStories}</title>
<style>${asset('review.css')}</style>
</head>
<body>
<header class="bar">
  ${notComparedBanner(manifest)}
  ${commitBanner(manifest)}
  <h1>Visual review</h1>
  ${partsNav(parts)}
  <p>${s.shots} shots${s.full ? ' (full matrix)' : ''}: <strong>${s.changed} changed</strong>, ${s.missing} missing, ${s.new} new, ${s.orphans - (spoken?.orphans ?? 0)} to remove,
  ${notShotStories}, ${s.unchanged} unchanged${spokenHeader} · <span id="shown-count"></span> · ${escapeHtml(manifest.generatedAt ?? '')}</p>
  <div role="search"><label>Search <input type="search" id="search" placeholder="component, story or cell" aria-keyshortcuts="/"></label></div>
  <fieldset class="filters"><legend>Filters</legend>
    ${statuses.filter(([status]) => count(status) > 0).map(([status, label]) => `<label><input type="checkbox" name="status" value="${status}" checked> ${label} (${count(status)})</label>`).join('\n    ')}
    ${select('theme', ['light', 'dark'])} ${select('direction', ['ltr', 'rtl'])} ${select('viewport', ['mobile', 'desktop'])}
    <label>Decision <select data-axis="decision"><option value="">any</option><option value="undecided">undecided</option><option value="accepted">accepted</option><option value="rejected">rejected</option></select></label>
  </fieldset>
  <fieldset class="filters"${shots.some((shot) => shot.kinds.length > 0) ? '' : ' hidden'}><legend>Kinds of change</legend>
    <span aria-hidden="true">Change:</span>
    ${changeKindNames.filter((kind) => kindCount(kind) > 0).map((kind) => `<label><input type="checkbox" name="kind" value="${kind}" checked> ${changeKindLabels[kind]} (${kindCount(kind)})</label>`).join('\n    ')}
    <label>Shots with <select id="kind-match"><option value="any">any ticked kind</option><option value="only">only ticked kinds</option></select></label>
    ${multiKind ? `<span class="note">${multiKind} ${multiKind === 1 ? 'shot carries' : 'shots carry'} more than one kind (marked)</span>` : ''}
    <label>Group by <select id="group-by"><option value="component">component</option><option value="change">kind of change</option></select></label>
  </fieldset>
  <div class="toolbar bulk" id="bulk" role="group" aria-label="Everything shown"></div>
  <button type="button" id="help-button" aria-keyshortcuts="?">Keys (?)</button>
</header>
<div class="layout">
  <nav aria-label="Shots by component"><ul id="tree"></ul></nav>
  <main id="main" aria-labelledby="shot-heading"></main>
</div>
<div id="live" class="live" role="status" aria-live="polite"></div>
<dialog id="help" aria-labelledby="help-title">
  <h2 id="help-title">Keyboard</h2>
  <dl>
    <dt>j / →</dt><dd>next shot</dd><dt>k / ←</dt><dd>previous shot</dd>
    <dt>a</dt><dd>accept this shot (writes its baseline, hash-checked), rejected or not</dd><dt>A</dt><dd>accept every cell of this story but those rejected</dd>
    <dt>r</dt><dd>reject (nothing is written but the decision; an accepted shot's previous baseline is put back first)</dd><dt>u</dt><dd>undo this shot's reject or accept (the previous baseline back, byte for byte)</dd>
    <dt>U</dt><dd>undo the last accept (every shot it wrote)</dd>
    <dt>1–7 / v</dt><dd>view: diff, actual, baseline, side by side, slider, strobe, onion skin</dd>
    <dt>z / 0</dt><dd>zoom: fit, 1:1, 2×, 4× / back to fit</dd>
    <dt>n / N</dt><dd>next / previous changed region (zooms in)</dd>
    <dt>o</dt><dd>outline the changed regions</dd><dt>m</dt><dd>magnifier: baseline and actual at 4× under the pointer</dd>
    <dt>w</dt><dd>a spoken record: every line, or the changed lines with their context</dd>
    <dt>/</dt><dd>search</dd><dt>?</dt><dd>this list</dd>
  </dl>
  <button type="button" id="help-close">Close</button>
</dialog>
<dialog id="confirm" aria-labelledby="confirm-title" aria-describedby="confirm-consequence">
  <h2 id="confirm-title"></h2>
  <p id="confirm-consequence"></p>
  <ul id="confirm-stories" class="confirm-stories"></ul>
  <div class="toolbar"><button type="button" id="confirm-go" class="accept"></button><button type="button" id="confirm-cancel">Cancel</button></div>
</dialog>
<script type="application/json" id="review-data">${json}</script>
<script>${asset('review.js')}</script>
</body>
</html>
`;
}
