// The CI job summary of a visual run ($GITHUB_STEP_SUMMARY): the totals, then one row per story to
// review with a link to its place in that run's review page and the one command that accepts it
// locally. Pure: it gets everything it links to as options.
import { notShotMessage } from './accept-plan.mjs';

/**
 * @param {object} manifest  a (merged) visual manifest
 * @param {{ limit?: number, artifact?: string, reviewUrl?: string, runId?: string, runUrl?: string }} [options]
 *   reviewUrl: the review page of this run (the single-file artifact's URL, or a published copy);
 *   runId: the workflow run, for the accept command (`visual:accept -- --run <id>` downloads its
 *   artifact with the GitHub CLI); runUrl: the run's page, linked when there is no reviewUrl.
 */
export function markdownSummary(manifest, { limit = 25, artifact = 'visual-review', reviewUrl, runId, runUrl } = {}) {
  const s = manifest.summary;
  const perStory = new Map();
  const bump = (storyId, status) => {
    const row = perStory.get(storyId) ?? { changed: 0, new: 0, missing: 0, orphan: 0 };
    row[status] += 1;
    perStory.set(storyId, row);
  };
  for (const e of manifest.entries) if (['changed', 'new', 'missing'].includes(e.status)) bump(e.storyId, e.status);
  for (const o of manifest.orphans) bump(o.storyId, 'orphan');
  const failed = new Map();
  for (const e of manifest.entries) if (e.status === 'skipped' && !e.notCompared && !failed.has(e.storyId)) failed.set(e.storyId, notShotMessage(e).split('\n')[0]);
  const rows = [...perStory].sort(([a, x], [b, y]) => y.missing - x.missing || y.changed - x.changed || y.new - x.new || a.localeCompare(b));
  const shards = manifest.shards?.length ? ` from ${manifest.shards.length} shards` : '';
  const lines = [
    '### Visual review',
    '',
    `${s.shots} shots${shards}: **${s.changed} changed**, **${s.missing} missing**, ${s.new} new, ${s.orphans} baselines to remove, ` +
      `${failed.size} ${failed.size === 1 ? 'story' : 'stories'} not shot, ${s.unchanged} unchanged.`,
  ];
  if (rows.length === 0 && failed.size === 0) return `${lines.join('\n')}\n\nNothing to review.\n`;
  const review = (fragment) => (reviewUrl ? `${reviewUrl}#${fragment}` : runUrl ? `${runUrl}#artifacts` : undefined);
  const accept = (filter) => (runId ? `npm run visual:accept -- --run ${runId} ${filter}` : `npm run visual:accept -- <downloaded ${artifact} folder> ${filter}`);
  if (reviewUrl) lines.push('', `[Open the review page of this run](${reviewUrl}) (filters, keyboard review, zoom, strobe).`);
  if (rows.length > 0) {
    lines.push('', '| Story | Changed | New | Missing | To remove | Review | Accept locally |', '| --- | ---: | ---: | ---: | ---: | --- | --- |');
    for (const [id, r] of rows.slice(0, limit)) {
      const link = review(`story=${encodeURIComponent(id)}`);
      lines.push(`| \`${id}\` | ${r.changed || ''} | ${r.new || ''} | ${r.missing || ''} | ${r.orphan || ''} | ${link ? `[review](${link})` : ''} | \`${accept(`--story ${id}`)}\` |`);
    }
    if (rows.length > limit) lines.push('', `…and ${rows.length - limit} more stories.`);
  }
  if (failed.size > 0) {
    lines.push('', 'Not shot (their test failed before the screenshots; fix them, nothing to accept):', '');
    for (const [id, message] of [...failed].slice(0, limit)) lines.push(`- \`${id}\`: ${message.replace(/[|`]/g, "'")}`);
  }
  lines.push('', `All at once: \`${accept('').trim()}\` (add \`--dry-run\` to list the files first), then commit.`);
  return `${lines.join('\n')}\n`;
}
