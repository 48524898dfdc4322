// The decisions of `npm run visual:commits` that need no git and no browser, so they can be tested:
// whether to make the rendering record at base first, which commits a `--combine` names, what each
// commit's report says up front about the shots it shares with other commits, and the command that
// shoots commits together when their reports share shots.

export const tokensFile = 'src/tokens/tokens.css';

/**
 * Whether the run makes the record of what the stories render (shared/token-usage.mjs) at base
 * before shooting the commits. Only a tokens.css change reads it (everything else is selected by
 * Vitest's module graph), so it is made only when a commit changes tokens.css and base's sources
 * have none yet; made once, every such commit reuses it.
 * @param {{ tokenCommits: number[], recordedAt?: string }} input
 *   tokenCommits: the numbers of the commits that change tokens.css; recordedAt: base's record, if any
 * @returns {{ make: boolean, message: string }}
 */
export function recordStep({ tokenCommits, recordedAt }) {
  const which = `commit${tokenCommits.length === 1 ? '' : 's'} ${tokenCommits.join(', ')}`;
  if (tokenCommits.length === 0) return { make: false, message: 'no commit changes tokens.css: no rendering record needed (each commit is selected by its imports)' };
  if (recordedAt) return { make: false, message: `${which} change${tokenCommits.length === 1 ? 's' : ''} tokens.css: using the rendering record of base's sources (recorded ${recordedAt}) for ${tokenCommits.length === 1 ? 'it' : 'each'}` };
  return {
    make: true,
    message:
      `${which} change${tokenCommits.length === 1 ? 's' : ''} tokens.css and base's sources have no rendering record yet: making it once, ` +
      `with one run of every story file at base, so that ${tokenCommits.length === 1 ? 'it runs' : 'each runs'} only the stories whose rendering read a changed custom property ` +
      '(without it, every story file that names one, or all of them)',
  };
}

/**
 * The commits a `--combine` names, by their number in the list (1 = the oldest since base).
 * @param {string} spec  `1,3` (numbers, commas or spaces)
 * @param {number} count  how many commits there are since base
 * @returns {number[]} ascending, each once
 */
export function parseCombine(spec, count) {
  const parts = String(spec).split(/[\s,]+/).filter(Boolean);
  if (parts.length < 2) throw new Error(`--combine ${spec}: name two commits or more by their number (1–${count}), e.g. --combine 1,3`);
  const numbers = parts.map((part) => {
    const n = Number(part);
    if (!Number.isInteger(n) || n < 1 || n > count) throw new Error(`--combine ${spec}: ${part} is not a commit number since base (1–${count})`);
    return n;
  });
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The folder of a combined report: `1+3-aaaaaaaa+cccccccc`. */
export const combinedFolder = (rows) => `${rows.map((row) => row.n).join('+')}-${rows.map((row) => row.short).join('+')}`;

/** The command that shoots `numbers` together on base. */
export const combineCommand = (base, numbers) => `npm run visual:commits -- ${base} --combine ${numbers.join(',')}`;

/**
 * For each commit, the other commits that change some of the same shots, with those shots (`<story id>.<cell>`),
 * and the command that shoots it together with them: what its report says up front.
 * @param {{ n: number, short: string, subject: string, shots: string[] }[]} rows  shots: shot keys asking a decision
 * @param {string} base  as the command line named it
 * @returns {Map<number, { sharedWith: { n: number, short: string, subject: string, shots: string[] }[], combine?: string }>}
 */
export function commitOverlaps(rows, base) {
  const owners = new Map();
  for (const { n, shots } of rows) for (const shot of shots) owners.set(shot, [...(owners.get(shot) ?? []), n]);
  const result = new Map();
  for (const row of rows) {
    const others = new Map();
    for (const shot of row.shots) for (const n of owners.get(shot)) if (n !== row.n) others.set(n, [...(others.get(n) ?? []), shot]);
    const sharedWith = [...others]
      .sort(([a], [b]) => a - b)
      .map(([n, shots]) => {
        const other = rows.find((r) => r.n === n);
        return { n, short: other.short, subject: other.subject, shots };
      });
    result.set(row.n, { sharedWith, ...(sharedWith.length ? { combine: combineCommand(base, [row.n, ...sharedWith.map((s) => s.n)].sort((a, b) => a - b)) } : {}) });
  }
  return result;
}
