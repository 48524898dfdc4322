// The logic of `npm run visual:merge`: one manifest from the manifests of a sharded run's parts
// (each written by tools/visual/capture/global-setup.mjs under --shard=i/n), with every image and
// spoken record's text the review needs carried into the merged folder, so `visual:accept` works on it as on an unsharded run's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../compare/index.mjs';
import { parseShotFileName } from '../shared/index.mjs';
import { bySeverity, summarise } from './report.mjs';

const toPosix = (file) => file.split(path.sep).join('/');

/**
 * Checks that `parts` are every shard of one run, once each, and merges them.
 * @param {{ dir: string, manifest: any }[]} parts  each shard's folder (absolute) and its manifest.json
 * @param {{ outDir: string }} where  the merged folder, relative to the repository (e.g. 'reports/visual')
 * @returns {{ manifest: any, copies: { from: string, to: string }[] }}
 *   `copies`: absolute shard image → repository-relative path in the merged folder.
 */
export function mergeShards(parts, { outDir }) {
  if (parts.length === 0) throw new Error('visual:merge: no shard folders given');
  for (const { dir, manifest } of parts) {
    if (manifest?.version !== 1 || !Array.isArray(manifest.entries) || !Array.isArray(manifest.orphans)) {
      throw new Error(`visual:merge: ${dir}/manifest.json is not a visual manifest (expected version 1 with entries and orphans)`);
    }
  }
  const shards = parts.map(({ dir, manifest }) => ({ dir, shard: manifest.shard }));
  const unsharded = shards.filter((s) => !s.shard);
  if (unsharded.length > 0 && parts.length > 1) {
    throw new Error(`visual:merge: ${unsharded.map((s) => s.dir).join(', ')} is not a shard (run with --shard=i/n), but more than one folder was given`);
  }
  if (unsharded.length === 0) {
    const count = shards[0].shard.count;
    const other = shards.find((s) => s.shard.count !== count);
    if (other) throw new Error(`visual:merge: shards of different runs: ${shards[0].dir} is one of ${count}, ${other.dir} one of ${other.shard.count}`);
    const seen = new Map();
    for (const s of shards) {
      if (seen.has(s.shard.index)) throw new Error(`visual:merge: shard ${s.shard.index}/${count} given twice (${seen.get(s.shard.index)}, ${s.dir})`);
      seen.set(s.shard.index, s.dir);
    }
    const absent = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (absent.length > 0) throw new Error(`visual:merge: shard ${absent.map((i) => `${i}/${count}`).join(', ')} missing: the merged review would not cover every story`);
  }
  const full = parts[0].manifest.summary?.full ?? false;
  const mixed = parts.find((p) => (p.manifest.summary?.full ?? false) !== full);
  if (mixed) throw new Error(`visual:merge: ${mixed.dir} was shot ${full ? 'in the pairwise cells' : 'in the full matrix'}, ${parts[0].dir} not`);

  const entries = [];
  const copies = [];
  const owner = new Map();
  const orphans = new Map();
  for (const { dir, manifest } of parts) {
    // An image's path in the shard folder, and its path in the merged one.
    const carry = (file) => {
      if (!file) return null;
      const inShard = path.relative(manifest.outDir, file);
      const to = toPosix(path.join(outDir, inShard));
      copies.push({ from: path.join(dir, inShard), to });
      return to;
    };
    for (const entry of manifest.entries) {
      const key = `${entry.storyId} ${entry.cell}`;
      if (owner.has(key)) throw new Error(`visual:merge: ${key} is in two shards (${owner.get(key)}, ${dir}): not parts of one run`);
      owner.set(key, dir);
      entries.push({ ...entry, actual: carry(entry.actual), diff: carry(entry.diff) });
    }
    // Every shard sees the same deleted story files: report each baseline once.
    for (const orphan of manifest.orphans) orphans.set(orphan.baseline, orphan);
  }
  entries.sort(bySeverity);
  const orphanList = [...orphans.values()].sort((a, b) => a.baseline.localeCompare(b.baseline));
  const manifest = {
    version: 1,
    generatedAt: new Date().toISOString(),
    outDir,
    shard: null,
    shards: shards.map((s) => s.shard).filter(Boolean),
    summary: summarise(entries, orphanList, full),
    // Shards of one run share a renderer: the first reason given is the run's.
    ...(parts.find((p) => p.manifest.notComparedReason) ? { notComparedReason: parts.find((p) => p.manifest.notComparedReason).manifest.notComparedReason } : {}),
    entries,
    orphans: orphanList,
  };
  return { manifest, copies };
}

/**
 * Compares a (merged) run with the committed baselines: the (story, cell, hash) of every shot and
 * spoken record against those of every baseline (`.png` and `.txt`) under stories/. An unsharded run that passes reproduces the
 * baselines byte for byte, so equal sets mean the shards together shot exactly what one run does.
 * @param {object} manifest
 * @param {string} root  the repository
 * @returns {string[]} the differences, empty when the sets are equal
 */
export function differencesFromBaselines(manifest, root) {
  const shot = new Map();
  for (const entry of manifest.entries) {
    if (entry.status === 'skipped') continue;
    shot.set(entry.baseline, `${entry.storyId} ${entry.cell} ${entry.newHash}`);
  }
  const committed = new Map();
  for (const file of baselineFiles(root)) {
    const parsed = parseShotFileName(path.basename(file));
    committed.set(file, `${parsed.storyId} ${parsed.cell} ${hashOf(readFileSync(path.join(root, file)))}`);
  }
  const differences = [];
  for (const [file, key] of committed) {
    if (!shot.has(file)) differences.push(`${file.endsWith('.txt') ? 'not recorded' : 'not shot'}: ${file}`);
    else if (shot.get(file) !== key) differences.push(`other bytes: ${file} (shot ${shot.get(file).split(' ')[2].slice(0, 12)}, committed ${key.split(' ')[2].slice(0, 12)})`);
  }
  for (const file of shot.keys()) if (!committed.has(file)) differences.push(`no committed baseline: ${file}`);
  return differences.sort();
}

/** Every committed baseline: stories/…/__screenshots__/<Name>/<story>.<cell>.png (or .txt, a spoken record), repository-relative. */
function baselineFiles(root) {
  const found = [];
  const walk = (rel) => {
    for (const item of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${item.name}`;
      if (item.isDirectory() && item.name !== 'node_modules') walk(child);
      else if (item.isFile() && rel.includes('/__screenshots__/') && parseShotFileName(item.name)) found.push(child);
    }
  };
  if (existsSync(path.join(root, 'stories'))) walk('stories');
  return found;
}
