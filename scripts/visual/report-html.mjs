// The HTML review report: one page beside its images (actual/, diff/, baseline/ in the same
// folder, so the folder works as a downloaded artifact), no network, no build step. Grouped by
// story, the stories with the most serious result first; each shot shows baseline, actual and diff
// side by side and a slider that wipes from baseline to actual. Images load lazily and, when any
// shot changed or lost its baseline, the page first shows only those: a run of thousands of shots
// opens as fast as one with a few.

import { notShotMessage } from './accept-plan.mjs';

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);


const labels = {
  missing: 'missing baseline',
  changed: 'changed',
  new: 'new baseline',
  orphan: 'baseline to remove',
  skipped: 'not shot (story failed)',
  unchanged: 'unchanged',
};

const img = (src, alt, extra = '') => `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async"${extra}>`;
const figure = (title, src) => (src ? `<figure><figcaption>${title}</figcaption>${img(src, title)}</figure>` : '');

function shot(entry, srcOf) {
  const baseline = entry.status === 'changed' || entry.status === 'orphan' ? srcOf(entry.baselineCopy) : undefined;
  const actual = srcOf(entry.actual);
  const diff = srcOf(entry.diff);
  const ratio = entry.status === 'changed' ? ` · ${(entry.diffRatio * 100).toFixed(3)}% of pixels` : '';
  const slider =
    baseline && actual
      ? `<div class="wipe" style="--split: 50%">${img(baseline, 'baseline')}${img(actual, 'actual', ' class="top"')}</div>
         <label>baseline ◀ <input type="range" min="0" max="100" value="50" aria-label="Wipe between baseline and actual"> ▶ actual</label>`
      : '';
  return `<section class="shot ${entry.status}" data-status="${entry.status}" id="${escapeHtml(`${entry.storyId}.${entry.cell}`)}">
  <h3>${escapeHtml(entry.cell)} <span class="badge">${labels[entry.status]}</span>${ratio}</h3>
  <p class="meta">${escapeHtml(entry.status === 'skipped' ? notShotMessage(entry) : (entry.reason ?? entry.baseline))}${entry.oldHash ? ` · old ${entry.oldHash.slice(0, 12)}` : ''}${entry.newHash ? ` · new ${entry.newHash.slice(0, 12)}` : ''}</p>
  <div class="row">${figure('baseline', baseline)}${figure('actual', actual)}${figure('diff', diff)}</div>
  ${slider}
</section>`;
}

/** The statuses shown first when any shot has one of them: the ones that fail a run. */
const blocking = ['missing', 'changed'];

/**
 * @param {object} manifest  see report.mjs
 * @param {(file: string | null | undefined) => string | undefined} srcOf  a repo-relative image → its URL from the page
 */
export function renderHtml(manifest, srcOf) {
  const shown = [
    ...manifest.entries.filter((e) => e.status !== 'unchanged'),
    ...manifest.orphans.map((o) => ({ ...o, status: 'orphan', baseline: o.baseline, actual: null, diff: null })),
  ];
  const stories = new Map();
  for (const entry of shown) stories.set(entry.storyId, [...(stories.get(entry.storyId) ?? []), entry]);
  const rank = { missing: 0, changed: 1, new: 2, orphan: 3, skipped: 4 };
  const ordered = [...stories].sort(
    ([a, x], [b, y]) => Math.min(...x.map((e) => rank[e.status])) - Math.min(...y.map((e) => rank[e.status])) || a.localeCompare(b),
  );
  const s = manifest.summary;
  const counts = Object.keys(rank).map((status) => [status, shown.filter((e) => e.status === status).length]).filter(([, n]) => n > 0);
  const firstShown = shown.some((e) => blocking.includes(e.status)) ? blocking : Object.keys(rank);
  const checkbox = ([status, n]) =>
    `<label><input type="checkbox" name="status" value="${status}"${firstShown.includes(status) ? ' checked' : ''}> ${labels[status]} (${n})</label>`;
  const hiddenUnless = (statuses) => (statuses.some((status) => firstShown.includes(status)) ? '' : ' hidden');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review · ${s.changed} changed, ${s.new} new, ${s.missing} missing</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 1rem 2rem; }
  h1 { font-size: 1.4rem; } h2 { font-size: 1.15rem; margin-block-start: 2rem; border-block-end: 1px solid #8888; }
  h3 { font-size: 1rem; margin-block-end: 0.25rem; }
  .badge { font-size: 0.8rem; padding: 0.1rem 0.4rem; border-radius: 0.25rem; background: #8883; }
  .changed .badge, .missing .badge { background: #d33; color: #fff; }
  .new .badge { background: #27c; color: #fff; }
  .orphan .badge { background: #a60; color: #fff; }
  .meta { font: 0.8rem ui-monospace, monospace; opacity: 0.8; margin: 0; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0.5rem 0; } figcaption { font-size: 0.8rem; }
  img { max-inline-size: 100%; border: 1px solid #8886; background: repeating-conic-gradient(#8882 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
  .wipe { position: relative; display: inline-block; margin-block-start: 0.5rem; }
  .wipe img { display: block; }
  .wipe .top { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--split)); }
  nav ul { columns: 3; font-size: 0.85rem; }
  fieldset { display: flex; flex-wrap: wrap; gap: 1rem; border: 1px solid #8886; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>${s.shots} shots${s.full ? ' (full matrix)' : ' (pairwise cells)'}: <strong>${s.changed} changed</strong>, ${s.missing} missing,
${s.new} new, ${s.orphans} baselines to remove, ${s.unchanged} unchanged. Generated ${escapeHtml(manifest.generatedAt)}.</p>
<p>Intended? Run <code>npm run visual:accept</code> (it refuses if the baselines changed since this report). Not intended? Fix the code and run the tests again.</p>
<fieldset><legend>Show</legend>${counts.map(checkbox).join('')}</fieldset>
<nav><ul>${ordered.map(([id, list]) => `<li data-statuses="${[...new Set(list.map((e) => e.status))].join(' ')}"${hiddenUnless(list.map((e) => e.status))}><a href="#story-${escapeHtml(id)}">${escapeHtml(id)}</a></li>`).join('')}</ul></nav>
${ordered
  .map(
    ([id, list]) =>
      `<article class="story" data-statuses="${[...new Set(list.map((e) => e.status))].join(' ')}"${hiddenUnless(list.map((e) => e.status))}><h2 id="story-${escapeHtml(id)}">${escapeHtml(id)}</h2>\n${list
        .map((e) => shot(e, srcOf).replace('<section ', `<section${hiddenUnless([e.status])} `))
        .join('\n')}</article>`,
  )
  .join('\n')}
<script>
  // Hidden sections keep their lazy images unloaded: only what is shown is fetched.
  const boxes = [...document.querySelectorAll('input[name=status]')];
  const apply = () => {
    const on = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    for (const el of document.querySelectorAll('[data-status]')) el.hidden = !on.has(el.dataset.status);
    for (const el of document.querySelectorAll('[data-statuses]')) el.hidden = !el.dataset.statuses.split(' ').some((status) => on.has(status));
  };
  for (const box of boxes) box.addEventListener('change', apply);
  for (const input of document.querySelectorAll('input[type=range]')) {
    input.addEventListener('input', () => input.closest('.shot').querySelector('.wipe').style.setProperty('--split', input.value + '%'));
  }
</script>
</body>
</html>
`;
}
