// The one-file review page, split in parts when its images would make one file too heavy for a
// browser tab: each part is a whole review page of some stories (a story never spans two parts),
// with links to the other parts, and the job summary links each story to the part that holds it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { summarise } from '../report/index.mjs';

/** Images inlined as base64 grow by a third; past this one file is too heavy to open in a browser tab. */
export const partLimit = 150 * 1024 * 1024;

/** The most parts CI uploads (.github/workflows/ci.yml has a step per part); past them, the zipped artifact. */
export const maxParts = 4;

/**
 * The file name of part `index` (0-based): the first keeps the name asked for, the next add -2, -3, ….
 * @param {string} file
 * @param {number} index
 */
export function partFile(file, index) {
  if (index === 0) return file;
  const extension = path.extname(file);
  return `${file.slice(0, file.length - extension.length)}-${index + 1}${extension}`;
}

/**
 * The stories of the review, in the manifest's order, packed into parts whose inlined images stay
 * under `limit` (a story heavier than the limit alone takes a part of its own).
 * @param {object} manifest
 * @param {string} reportDir
 * @param {number} [limit]
 * @returns {string[][]} the story ids of each part
 */
export function splitStories(manifest, reportDir, limit = partLimit) {
  const bytes = (file) => {
    const full = file ? path.join(reportDir, path.posix.relative(manifest.outDir, file)) : undefined;
    return full && existsSync(full) ? statSync(full).size : 0;
  };
  const copy = (file) => (file ? bytes(`${manifest.outDir}/baseline/${file}`) : 0);
  const weight = new Map();
  const add = (storyId, size) => weight.set(storyId, (weight.get(storyId) ?? 0) + size);
  for (const entry of manifest.entries) {
    if (entry.status === 'unchanged' || entry.notCompared) continue;
    add(entry.storyId, bytes(entry.actual) + bytes(entry.diff) + (entry.status === 'changed' ? copy(entry.baseline) : 0));
  }
  for (const orphan of manifest.orphans) add(orphan.storyId, copy(orphan.baseline));
  const parts = [];
  let current = [];
  let used = 0;
  for (const [storyId, size] of weight) {
    const inlined = Math.ceil((size * 4) / 3);
    if (current.length > 0 && used + inlined > limit) {
      parts.push(current);
      current = [];
      used = 0;
    }
    current.push(storyId);
    used += inlined;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/**
 * The manifest of one part: its stories' entries and orphans, counted again.
 * @param {object} manifest
 * @param {string[]} storyIds
 */
export function partManifest(manifest, storyIds) {
  const inPart = new Set(storyIds);
  // The shots not compared stay in every part: each part's banner tells the whole run's count.
  const entries = manifest.entries.filter((entry) => inPart.has(entry.storyId) || entry.notCompared);
  const orphans = manifest.orphans.filter((orphan) => inPart.has(orphan.storyId));
  return { ...manifest, entries, orphans, summary: summarise(entries, orphans, manifest.summary.full) };
}
