// Where the visual loop keeps things. Baselines live beside the stories; everything a run
// produces (actual and diff images, the manifest, the HTML report) lives under reports/visual.
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
export const defaultOutDir = path.join(repoRoot, 'reports', 'visual');

/**
 * Where a run writes its part of the report: `reports/visual` unsharded, `reports/visual-shard-1-of-2`
 * for `--shard=1/2` (so shards run side by side in one checkout never share a folder), or
 * `$GW_VISUAL_OUT_DIR` when set.
 * @param {{ index: number, count: number } | undefined} shard
 */
export function outDirFor(shard) {
  if (process.env.GW_VISUAL_OUT_DIR) return path.resolve(repoRoot, process.env.GW_VISUAL_OUT_DIR);
  return shard ? path.join(repoRoot, 'reports', `visual-shard-${shard.index}-of-${shard.count}`) : defaultOutDir;
}

/** This run's out dir, chosen by the global setup (the browser command runs in the same process). */
export const runOutDir = () => globalThis.__groundworkVisualOutDir ?? defaultOutDir;

/** @param {string} dir */
export const setRunOutDir = (dir) => {
  globalThis.__groundworkVisualOutDir = dir;
};

/** `stories/layout/Stack.stories.tsx` → `stories/layout/__screenshots__/Stack` (absolute). */
export function baselineDirFor(storyFile) {
  const base = path.basename(storyFile).replace(/\.stories\.[cm]?[jt]sx?$/, '').replace(/\.mdx$/, '');
  return path.join(path.dirname(storyFile), '__screenshots__', base);
}

/** The file name of one story in one cell: `layout-stack--playground.light-ltr-desktop.png`. */
export const shotFileName = (storyId, cell) => `${storyId}.${cell}.png`;

/**
 * The cells a spoken record is kept for: what a screen reader says can change with the direction
 * (and the story's own locale, which its globals fix), never with the theme or the viewport.
 */
export const spokenCellNames = ['spoken-ltr', 'spoken-rtl'];

/** Whether a cell (or an entry's cell) is a spoken record's rather than a shot's. */
export const isSpokenCell = (cell) => spokenCellNames.includes(cell);

/** The file name of one story's spoken record in one direction: `layout-stack--playground.spoken-ltr.txt`. */
export const spokenFileName = (storyId, cell) => `${storyId}.${cell}.txt`;

/** The file name of any cell's record: a shot's PNG or a spoken record's text. */
export const recordFileName = (storyId, cell) => (isSpokenCell(cell) ? spokenFileName(storyId, cell) : shotFileName(storyId, cell));

/** Parses a shot's or a spoken record's file name back; undefined for anything else. */
export function parseShotFileName(name) {
  const shot = /^(.+)\.((?:light|dark)-(?:ltr|rtl)-(?:mobile|desktop))\.png$/.exec(name);
  if (shot) return { storyId: shot[1], cell: shot[2] };
  const spoken = /^(.+)\.(spoken-(?:ltr|rtl))\.txt$/.exec(name);
  return spoken ? { storyId: spoken[1], cell: spoken[2] } : undefined;
}

/** Refuses paths outside the repository's reports/ folder (where tests may write freely). */
export function insideReports(dir) {
  const resolved = path.resolve(repoRoot, dir);
  const reports = path.join(repoRoot, 'reports') + path.sep;
  if (!resolved.startsWith(reports)) throw new Error(`visual: ${dir} is outside reports/`);
  return resolved;
}

export const relative = (file) => path.relative(repoRoot, file).split(path.sep).join('/');

/**
 * This run's shot records, kept in memory: the browser command and the global setup both run in
 * the Vitest process, and files would not be safe (a concurrent `npm test` in the same checkout
 * deletes reports/). Each record carries the outDir it belongs to.
 */
export const runRecords = () => (globalThis.__groundworkVisualRecords ??= []);
