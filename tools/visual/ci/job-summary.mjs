// The CI job summary of a visual run ($GITHUB_STEP_SUMMARY): the totals, then every story to review,
// in one collapsed group per component, each with a link to its place in that run's review page and
// the one command that accepts it locally; what is spoken differently (spoken records) is counted
// in the heading and named record by record. Pure: it gets everything it links to as options.
import { componentOf, notShotMessage, shotKey } from '../accept/index.mjs';
import { isSpokenCell } from '../shared/index.mjs';

/** GitHub keeps at most 1 MiB of a step's summary: past this the rest is listed by component only. */
const summaryBudget = 900 * 1024;

/** Story ids in the order people count: s-2 before s-10 (the review page sorts the same way). */
const byName = (a, b) => a.localeCompare(b, 'en', { numeric: true });

/** Past this many spoken records the list names no more of them (the review page has every one). */
const spokenListed = 50;

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const spokenStatus = { changed: 'changed', new: 'new', missing: 'missing', orphan: 'to remove' };

/**
 * @param {object} manifest  a (merged) visual manifest
 * @param {{ title?: string, artifact?: string, reviewUrl?: string, partUrls?: [string | undefined, string[]][], partsNeeded?: number, maxParts?: number, runId?: string, runUrl?: string, budget?: number }} [options]
 *   reviewUrl: the review page of this run (the single-file artifact's URL, or a published copy);
 *   partUrls: a page in parts (./review-parts.mjs), each part's URL (undefined: not uploaded) with the story ids it holds;
 *   partsNeeded / maxParts: how many parts the one-file page needed, and how many CI uploads (past
 *   them no page is uploaded, and the summary says so and where the review is instead);
 *   runId: the workflow run, for the accept command (`visual:accept -- --run <id>` downloads its
 *   artifact with the GitHub CLI); runUrl: the run's page, whose artifacts hold the zipped review;
 *   budget: bytes of rows before the rest is summarised per component (tests make it small);
 *   title: the heading (the app's spoken records have a summary of their own)
 */
export function markdownSummary(manifest, { title = 'Visual review', artifact = 'visual-review', reviewUrl, partUrls, partsNeeded, maxParts, runId, runUrl, budget = summaryBudget } = {}) {
  const s = manifest.summary;
  const perStory = new Map();
  // A story's row counts its shots; its spoken records are named in a column of their own.
  const bump = (entry, status) => {
    const row = perStory.get(entry.storyId) ?? { component: componentOf(entry), changed: 0, new: 0, missing: 0, orphan: 0, spoken: [] };
    if (isSpokenCell(entry.cell)) row.spoken.push({ ...entry, status });
    else row[status] += 1;
    perStory.set(entry.storyId, row);
  };
  for (const e of manifest.entries) if (['changed', 'new', 'missing'].includes(e.status)) bump(e, e.status);
  for (const o of manifest.orphans) bump(o, 'orphan');
  const spokenRecords = [...perStory.values()].flatMap((row) => row.spoken);
  const spokenChanges = spokenRecords.filter((r) => r.status !== 'orphan').length;
  const failed = new Map();
  for (const e of manifest.entries) if (e.status === 'skipped' && !e.notCompared && !failed.has(e.storyId)) failed.set(e.storyId, notShotMessage(e).split('\n')[0]);
  const notCompared = manifest.entries.filter((e) => e.notCompared).length;
  const serious = (x, y) => y.missing - x.missing || y.changed - x.changed || y.spoken.length - x.spoken.length || y.new - x.new;
  // Components, the most serious first, each with its stories in the same order.
  const groups = new Map();
  for (const [id, row] of perStory) groups.set(row.component, [...(groups.get(row.component) ?? []), [id, row]]);
  const total = (rows) => rows.reduce((sum, [, r]) => ({ changed: sum.changed + r.changed, new: sum.new + r.new, missing: sum.missing + r.missing, orphan: sum.orphan + r.orphan, spoken: [...sum.spoken, ...r.spoken] }), { changed: 0, new: 0, missing: 0, orphan: 0, spoken: [] });
  const ordered = [...groups]
    .map(([component, rows]) => [component, rows.sort(([a, x], [b, y]) => serious(x, y) || byName(a, b)), total(rows)])
    .sort(([a, , x], [b, , y]) => serious(x, y) || byName(a, b));
  const shards = manifest.shards?.length ? ` from ${manifest.shards.length} shards` : '';
  const spoken = s.spoken;
  const hasSpoken = !!(spoken && (spoken.records || spoken.orphans || spoken.skipped)) || spokenRecords.length > 0;
  const shotOrphans = s.orphans - (spoken?.orphans ?? 0);
  const hasShots = !hasSpoken || s.shots > 0 || shotOrphans > 0 || manifest.entries.some((entry) => !isSpokenCell(entry.cell));
  const lines = [
    // What is spoken differently is in the heading: a change that keeps every pixel must not pass unseen.
    `### ${title}${spokenChanges > 0 ? ` · ${plural(spokenChanges, 'spoken change')}` : ''}`,
    '',
    [
      // A report of spoken records alone (the app's) says nothing of shots it never takes.
      hasShots ? `${s.shots} shots${shards}: **${s.changed} changed**, **${s.missing} missing**, ${s.new} new, ${shotOrphans} baselines to remove, ${failed.size} ${failed.size === 1 ? 'story' : 'stories'} not shot, ${s.unchanged} unchanged.` : '',
      hasSpoken && spoken ? `${spoken.records} spoken records: **${spoken.changed} changed**, **${spoken.missing} missing**, ${spoken.new} new, ${spoken.orphans} to remove, ${spoken.unchanged} unchanged.` : '',
    ].filter(Boolean).join(' '),
  ];
  if (notCompared > 0) lines.push('', `**${notCompared} shots were not compared** with their baselines: ${(manifest.notComparedReason ?? 'another renderer').replace(/^visual: /, '').replace(/[|`]/g, "'")}`);
  if (perStory.size === 0 && failed.size === 0) return `${lines.join('\n')}\n\nNothing to review.\n`;
  // A page in parts: each story's link goes to the part that holds it, a component's to its first.
  const pageOf = (storyIds) => (partUrls ? partUrls.find(([, ids]) => storyIds.some((id) => ids.includes(id)))?.[0] : reviewUrl);
  const review = (fragment, storyIds) => {
    const page = pageOf(storyIds);
    return page ? `${page}#${fragment}` : undefined;
  };
  // Stories with no page to link to: say why once, and where their review is.
  const unlinked = [...perStory.keys()].filter((id) => !pageOf([id]));
  const accept = (filter) => (runId ? `npm run visual:accept -- --run ${runId} ${filter}` : `npm run visual:accept -- <downloaded ${artifact} folder> ${filter}`);
  const counts = (t) =>
    [['changed', t.changed], ['missing', t.missing], ['new', t.new], ['to remove', t.orphan], [t.spoken.length === 1 ? 'spoken record' : 'spoken records', t.spoken.length]]
      .filter(([, n]) => n > 0)
      .map(([label, n]) => `${n} ${label}`)
      .join(', ');
  // A story's spoken records in its row: `spoken-ltr changed, spoken-rtl new`.
  const spokenCell = (records) => records.map((r) => `${r.cell} ${spokenStatus[r.status]}`).join(', ');
  if (partUrls && partUrls.length > 1)
    lines.push('', `The review page of this run, in ${partUrls.length} parts (one file would be too heavy for a browser tab): ${partUrls.map(([url, ids], index) => `${url ? `[part ${index + 1}](${url})` : `part ${index + 1} (not uploaded)`} (${ids.length} ${ids.length === 1 ? 'story' : 'stories'})`).join(', ')}; each story below links to its part.`);
  else if (reviewUrl) lines.push('', `[Open the review page of this run](${reviewUrl}) (filters, keyboard review, zoom, strobe).`);
  // Outside CI (a local merge's summary) there is no page to upload, and nothing to explain.
  if (unlinked.length > 0 && (runUrl || runId || partUrls || partsNeeded)) {
    const missing = partUrls ? partUrls.map(([url], index) => (url ? undefined : index + 1)).filter(Boolean) : [];
    const why =
      partsNeeded && maxParts && partsNeeded > maxParts
        ? `The review page is not uploaded as a file: its images would need ${partsNeeded} parts, more than the ${maxParts} this workflow uploads (one file would be too heavy for a browser tab).`
        : missing.length > 0
          ? `Part${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of the review page ${missing.length === 1 ? 'was' : 'were'} not uploaded (the upload step gave no address), so ${unlinked.length === 1 ? 'its story has' : `their ${unlinked.length} stories have`} no link below.`
          : 'The review page of this run was not uploaded as a file (the upload step gave no address), so the stories below have no link.';
    const where = [
      runUrl ? `the zipped \`${artifact}\` artifact among [this run's artifacts](${runUrl}#artifacts) (unzip it, open its index.html)` : `the zipped \`${artifact}\` artifact of this run (unzip it, open its index.html)`,
      runId ? `locally \`npm run visual:review -- --run ${runId}\` (add \`--story <id>\` to open it at a story)` : undefined,
    ].filter(Boolean);
    lines.push('', `${why} The review is ${where.join(', or ')}.`);
  }
  if (ordered.length > 0) {
    lines.push('', `Every story to review (${perStory.size}), by component:`);
    let used = 0;
    const summarised = [];
    for (const [component, rows, t] of ordered) {
      const stories = `${rows.length} ${rows.length === 1 ? 'story' : 'stories'}`;
      if (used > budget) {
        const link = review(`component=${encodeURIComponent(component)}`, rows.map(([id]) => id));
        summarised.push(`- **${component}**: ${stories}, ${counts(t)}${link ? ` — [review](${link})` : ''}`);
        continue;
      }
      // The Spoken column only in a run that has spoken records to review.
      const spokenColumn = spokenRecords.length > 0;
      const block = [
        '',
        `<details><summary><b>${component}</b>: ${stories}, ${counts(t)}</summary>`,
        '',
        `| Story | Changed | New | Missing | To remove |${spokenColumn ? ' Spoken |' : ''} Review | Accept locally |`,
        `| --- | ---: | ---: | ---: | ---: |${spokenColumn ? ' --- |' : ''} --- | --- |`,
        ...rows.map(([id, r]) => {
          const link = review(`story=${encodeURIComponent(id)}`, [id]);
          return `| \`${id}\` | ${r.changed || ''} | ${r.new || ''} | ${r.missing || ''} | ${r.orphan || ''} |${spokenColumn ? ` ${spokenCell(r.spoken)} |` : ''} ${link ? `[review](${link})` : ''} | \`${accept(`--story ${id}`)}\` |`;
        }),
        '',
        '</details>',
      ];
      used += block.join('\n').length;
      lines.push(...block);
    }
    if (summarised.length > 0) lines.push('', `Too many to list one by one within GitHub's summary limit; the rest by component (every story is in the review page):`, '', ...summarised);
  }
  if (spokenRecords.length > 0) lines.push('', ...spokenSection(spokenRecords, { review, accept }));
  if (failed.size > 0) {
    lines.push('', 'Not shot (their test failed before the screenshots; fix them, nothing to accept):', '');
    for (const [id, message] of failed) lines.push(`- \`${id}\`: ${message.replace(/[|`]/g, "'")}`);
  }
  lines.push('', `All at once: \`${accept('').trim()}\` (add \`--dry-run\` to list the files first), then commit.`);
  return `${lines.join('\n')}\n`;
}

/**
 * The spoken records to review, one line each (the record, what happened to it, its link), and the
 * command that accepts them all: what a screen reader would now say differently, named.
 * @param {{ storyId: string, cell: string, status: string, lines?: { removed: number, added: number } }[]} records
 * @param {{ review: (fragment: string, storyIds: string[]) => string | undefined, accept: (filter: string) => string }} links
 */
function spokenSection(records, { review, accept }) {
  const sorted = [...records].sort((a, b) => byName(a.storyId, b.storyId) || a.cell.localeCompare(b.cell));
  const what = (r) => (r.status === 'changed' && r.lines ? `changed (${[r.lines.removed ? `${plural(r.lines.removed, 'line')} removed` : '', r.lines.added ? `${plural(r.lines.added, 'line')} added` : ''].filter(Boolean).join(', ')})` : spokenStatus[r.status]);
  const lines = [
    `What a screen reader says differently (${plural(records.length, 'spoken record')}; accept them all: \`${accept('--kind spoken')}\`):`,
    '',
    ...sorted.slice(0, spokenListed).map((r) => {
      const link = review(`shot=${encodeURIComponent(shotKey(r))}`, [r.storyId]);
      return `- \`${r.storyId}\` ${r.cell}: ${what(r)}${link ? ` — [review](${link})` : ''}`;
    }),
  ];
  if (sorted.length > spokenListed) lines.push(`- … and ${sorted.length - spokenListed} more (every one is in the review page)`);
  return lines;
}
