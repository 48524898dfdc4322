// What a refused accept says when its report is one commit's of `npm run visual:commits`: the shots
// it shares with another commit's report go stale here once that commit's are accepted (the baseline
// then holds base + that commit), and the way out is the two commits shot together.

/**
 * @param {{ commit?: { base: string, commits: { n: number, short: string }[], sharedWith?: { n: number, short: string, subject: string, shots: string[], folder?: string }[], ownReports?: string[] } }} manifest
 *   commit: what `visual:commits` adds to each report's manifest (folder: the other commit's report;
 *   ownReports: for commits shot together, each one's own report; repository-relative)
 * @param {string[]} staleKeys  the shots the plan found stale (`<story id>.<cell>`)
 * @returns {string | undefined}
 */
export function commitsHint(manifest, staleKeys) {
  const commit = manifest.commit;
  if (!commit || staleKeys.length === 0) return undefined;
  // Commits shot together (--combine): a shot accepted from one commit's own report since is stale here.
  if (commit.commits.length > 1 && commit.ownReports?.length) {
    return (
      `This report shows commits ${commit.commits.map((c) => c.n).join(' + ')} together on ${commit.base}; if you accepted some of its shots from one commit's own report since, ` +
      `undo that first (${commit.ownReports.map((folder) => `npm run visual:accept -- ${folder} --undo`).join('; ')}), then accept here`
    );
  }
  if (!commit.sharedWith?.length) return undefined;
  const stale = new Set(staleKeys);
  const others = commit.sharedWith.filter((other) => other.shots.some((shot) => stale.has(shot)));
  if (others.length === 0) return undefined;
  const mine = commit.commits.map((c) => c.n);
  const numbers = [...new Set([...mine, ...others.map((o) => o.n)])].sort((a, b) => a - b);
  const undo = others.filter((o) => o.folder).map((o) => `npm run visual:accept -- ${o.folder} --undo`);
  const names = others.map((o) => `${o.n} (${o.short})`).join(', ');
  return (
    `This report shows ${mine.length === 1 ? `commit ${mine[0]}` : `commits ${mine.join(' + ')}`} against ${commit.base} without ${others.length === 1 ? 'commit' : 'commits'} ${names}, ` +
    `which change${others.length === 1 ? 's' : ''} some of the same shots; once one report's shots are accepted, the other's are stale. ` +
    `To accept them together, shoot them together: npm run visual:commits -- ${commit.base} --combine ${numbers.join(',')}, ` +
    `and accept from that report${undo.length ? ` after undoing what you accepted from the other (${undo.join('; ')})` : ''}`
  );
}
