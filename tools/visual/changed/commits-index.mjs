// The page `visual:commits` writes beside its per-commit reports (reports/visual-commits/index.html):
// the pull request's commits in one table — what each changed, whether it was shot alone, and
// which shots it shares with other commits (where accepting one commit's shot would also take the
// other's change, had they been shot together) — each linked to its own review.
import { escapeHtml } from '../shared/index.mjs';
import { commitOverlaps } from './commits-plan.mjs';

/**
 * What a commit's report asks decisions on, in words: its shots', then its spoken records' (what a
 * screen reader says), which a commit can change without moving a pixel.
 * @param {{ changed: number, new: number, missing: number, notCompared?: number, spoken?: { changed: number, new: number, missing: number } }} summary
 */
export function reviewCounts(summary) {
  const spoken = summary.spoken && summary.spoken.changed + summary.spoken.new + summary.spoken.missing > 0
    ? `; spoken records: ${summary.spoken.changed} changed, ${summary.spoken.new} new, ${summary.spoken.missing} missing`
    : '';
  return `${summary.changed} changed, ${summary.new} new, ${summary.missing} missing${spoken}`;
}

/** Whether a commit's report asks any decision (a shot or a spoken record changed, new or missing). */
export const asksDecisions = (summary) => !!summary && summary.changed + summary.new + summary.missing + (summary.spoken ? summary.spoken.changed + summary.spoken.new + summary.spoken.missing : 0) > 0;

/** The shots (and spoken records) a report asks a decision on: changed, new or missing, by key (`<story id>.<cell>`, as the page and `--shot` spell it). */
export const decidedShots = (manifest) => manifest.entries.filter((entry) => ['changed', 'new', 'missing'].includes(entry.status)).map((entry) => `${entry.storyId}.${entry.cell}`);

/**
 * For each commit, the other commits that change some of the same shots, with how many.
 * @param {{ n: number, shots: string[] }[]} commits
 * @returns {Map<number, [number, number][]>} commit n → [[other n, shared shots], …]
 */
export function sharedShots(commits) {
  const byShot = new Map();
  for (const { n, shots } of commits) for (const shot of shots) byShot.set(shot, [...(byShot.get(shot) ?? []), n]);
  const shared = new Map(commits.map(({ n }) => [n, new Map()]));
  for (const owners of byShot.values())
    for (const n of owners) for (const other of owners) if (other !== n) shared.get(n).set(other, (shared.get(n).get(other) ?? 0) + 1);
  return new Map([...shared].map(([n, others]) => [n, [...others].sort(([a], [b]) => a - b)]));
}

/**
 * The page of a `visual:commits` run.
 * @param {{ base: string, rows: { n: number, short: string, subject: string, alone: boolean, summary?: object, folder?: string, shots: string[] }[] }} run
 *   folder: the commit's report, relative to the page's folder
 */
export function commitsIndexPage({ base, rows }) {
  const shared = sharedShots(rows);
  const together = commitOverlaps(rows, base);
  const body = rows.map((row) => {
    const s = row.summary;
    const what = s ? `${escapeHtml(reviewCounts(s))}${s.notCompared ? `, <strong>${s.notCompared} not compared</strong>` : ''}` : 'no story touched';
    const combine = together.get(row.n).combine;
    const overlaps = `${shared.get(row.n).map(([other, count]) => `${count} with ${other}`).join(', ')}${combine ? `<br>together: <code>${escapeHtml(combine)}</code>` : ''}`;
    const review = row.folder && row.shots.length > 0 ? `<a href="${encodeURI(row.folder)}/index.html">review</a>` : '';
    return `<tr><td>${row.n}</td><td><code>${escapeHtml(row.short)}</code></td><td>${escapeHtml(row.subject)}${row.alone ? '' : ' <em>(shot with the commits before it: it does not apply alone)</em>'}</td><td>${what}</td><td>${combine ? overlaps : 'none'}</td><td>${review}</td></tr>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review by commit · ${rows.length} commits since ${escapeHtml(base)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:1.5rem;color:#18181b;background:#fff}table{border-collapse:collapse}th,td{border-block-end:1px solid #d4d4d8;padding:.35rem .6rem;text-align:start;vertical-align:top}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>Visual review by commit</h1>
<p>${rows.length} commits since <code>${escapeHtml(base)}</code>, each shot on its own against it. A commit's review shows that commit's change only, even on a shot another commit changes too (its page says so first); accepting there writes the base with that commit, and the other commit's report then refuses those shots as stale. To accept commits that share shots together, without the ones between, shoot them together (the command beside each).</p>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Commit</th><th scope="col">Subject</th><th scope="col">Shots</th><th scope="col">Shots shared with commit</th><th scope="col">Review</th></tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>
</main>
</body>
</html>
`;
}
