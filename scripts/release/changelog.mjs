// The part of CHANGELOG.md a release of one version publishes: what the dry run prints, and what a
// maintainer reads before letting the Version packages pull request through.

/**
 * The changelog's section for `version` (its `## version` heading through the line before the next
 * `## ` heading), or `undefined` when the changelog has none.
 * @param {string} changelog CHANGELOG.md's text
 * @param {string} version
 * @example changelogSection('# x\n\n## 1.1.0\n\n- b\n\n## 1.0.0\n\n- a\n', '1.1.0') // '## 1.1.0\n\n- b'
 */
export function changelogSection(changelog, version) {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `## ${version}`);
  if (start === -1) return undefined;
  const next = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines
    .slice(start, next === -1 ? undefined : next)
    .join('\n')
    .trimEnd();
}
