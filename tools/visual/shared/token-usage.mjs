// The record of which custom properties each story file's rendering read, as the capture loop saw
// it in every cell it shot (capture/browser/tokensRead.ts): written at the end of every story run,
// read by `npm run visual:changed` to select the stories a tokens.css change reaches. Kept under
// node_modules/.cache, one folder per source state (every source file under src/, stories/ and
// .storybook/ but tokens.css itself, by its git blob hash), so a record is used only for the sources
// it was made from: those of the working tree, or of the base a change is compared with.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** Where the records live: a folder per source state, a file per story run. */
export const tokenUsageDir = () => process.env.GW_TOKEN_USAGE_DIR ?? path.join(repoRoot, 'node_modules', '.cache', 'visual-token-usage');

/** In this process (the Vitest process the capture commands run in): story file → custom properties read. */
export const tokenReads = () => (globalThis.__groundworkVisualTokenReads ??= new Map());

/** In this process: story id → its file, test name, and the custom properties and stylesheets its shots read. */
export const storyReads = () => (globalThis.__groundworkVisualStoryReads ??= new Map());

/**
 * Adds what one shot of one story read: the record a change-scoped run selects single stories by.
 * @param {string} storyFile repository-relative
 * @param {string} storyId
 * @param {{ name?: string, tokens: string[], sheets: string[], unshot?: boolean }} read  unshot: a story the matrix does not shoot (what it
 *   rendered was read once, after its play: it may have rendered more on the way, so a selection always takes it where its file is reached)
 */
export function recordStoryReads(storyFile, storyId, { name, tokens, sheets, unshot = false }) {
  const reads = storyReads();
  const seen = reads.get(storyId) ?? { file: storyFile, name, tokens: new Set(), sheets: new Set(), unshot };
  for (const token of tokens) seen.tokens.add(token);
  for (const sheet of sheets) seen.sheets.add(sheet);
  seen.name ??= name;
  reads.set(storyId, seen);
}

/** Adds what one shot of a story file read. */
export function recordTokenReads(storyFile, tokens) {
  const reads = tokenReads();
  const seen = reads.get(storyFile) ?? new Set();
  for (const token of tokens) seen.add(token);
  reads.set(storyFile, seen);
}

const sourceFolders = ['src', 'stories', '.storybook'];
// Sources only: baselines (PNG) change with every accept and render nothing.
const isSource = (file) => /\.(tsx?|css|mdx|m?js|json)$/.test(file) && file !== 'src/tokens/tokens.css';
const git = (root, args, options = {}) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });

/**
 * A short hash of the sources a story's rendering comes from, tokens.css left out: of the working
 * tree (untracked files included), or of `commit` as committed.
 * @param {string} [commit]
 * @param {string} [root] the repository
 */
export function sourceFingerprint(commit, root = repoRoot) {
  let entries;
  if (commit) {
    // `<mode> blob <hash>\t<path>` per file.
    entries = git(root, ['ls-tree', '-r', commit, '--', ...sourceFolders])
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta = '', file] = line.split('\t');
        return [file, meta.split(' ')[2]];
      });
  } else {
    const files = git(root, ['ls-files', '-co', '--exclude-standard', '--', ...sourceFolders])
      .split('\n')
      .filter((file) => file && isSource(file) && existsSync(path.join(root, file)));
    const hashes = files.length ? git(root, ['hash-object', '--stdin-paths'], { input: files.join('\n') }).split('\n') : [];
    entries = files.map((file, i) => [file, hashes[i]]);
  }
  const text = entries
    .filter(([file]) => isSource(file))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, hash]) => `${file} ${hash}`)
    .join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** How many source states keep their records (the newest), and records per state. */
const keptStates = 5;
const keptRecordsPerState = 50;

let written = 0;

const newestFirst = (dir, names) => names.map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs })).sort((a, b) => b.time - a.time);

/**
 * Writes this process's reads as one record of the working tree's source state, if it has any.
 * @param {string} [root] the repository
 * @returns {string | undefined} the record's file
 */
export function writeTokenUsage(root = repoRoot) {
  const reads = tokenReads();
  if (reads.size === 0) return undefined;
  const records = tokenUsageDir();
  const dir = path.join(records, sourceFingerprint(undefined, root));
  mkdirSync(dir, { recursive: true });
  const stories = Object.fromEntries([...reads].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, tokens]) => [file, [...tokens].sort()]));
  const byStory = Object.fromEntries(
    [...storyReads()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, read]) => [id, { file: read.file, ...(read.name ? { name: read.name } : {}), tokens: [...read.tokens].sort(), sheets: [...read.sheets].sort(), ...(read.unshot ? { unshot: true } : {}) }]),
  );
  // Named to sort oldest first: the time, then this process's count (two records in one millisecond).
  written += 1;
  const file = path.join(dir, `${Date.now()}-${String(written).padStart(6, '0')}-${process.pid}.json`);
  // Written whole, then renamed: a reader never sees half a record.
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ recordedAt: new Date().toISOString(), stories, byStory })}\n`);
  renameSync(`${file}.tmp`, file);
  for (const { name } of newestFirst(dir, readdirSync(dir).filter((n) => n.endsWith('.json'))).slice(keptRecordsPerState)) rmSync(path.join(dir, name), { force: true });
  for (const { name } of newestFirst(records, readdirSync(records)).slice(keptStates)) rmSync(path.join(records, name), { recursive: true, force: true });
  return file;
}

/**
 * The recorded reads for the working tree's sources or `base`'s, the newest record per story file.
 * @param {string} base
 * @param {string} [root] the repository
 * @returns {{ stories: Record<string, string[]>, byStory: Record<string, { file: string, name?: string, tokens: string[], sheets: string[], unshot?: boolean }>, recordedAt: string } | undefined}
 */
export function readTokenUsage(base, root = repoRoot) {
  const records = tokenUsageDir();
  const states = [...new Set([sourceFingerprint(undefined, root), sourceFingerprint(base, root)])].map((state) => path.join(records, state)).filter((dir) => existsSync(dir));
  const found = states
    .flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => ({ name, file: path.join(dir, name) })))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ file }) => JSON.parse(readFileSync(file, 'utf8')));
  if (found.length === 0) return undefined;
  const stories = {};
  const byStory = {};
  // Records made before stories were recorded one by one have no byStory: their files count as unrecorded per story.
  for (const record of found) {
    Object.assign(stories, record.stories);
    Object.assign(byStory, record.byStory ?? {});
  }
  return { stories, byStory, recordedAt: found.at(-1).recordedAt };
}
