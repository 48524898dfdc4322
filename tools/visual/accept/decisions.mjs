// A reviewer's decisions on a report, kept beside it (review-decisions.json): which shots were
// accepted or rejected from the review page, so a reload (or `visual:accept` afterwards) remembers.
// Accepting writes baselines through accept-plan.mjs; rejecting writes nothing but this file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const decisionsFile = (reportDir) => path.join(reportDir, 'review-decisions.json');

/** @returns {Record<string, 'accepted' | 'rejected'>} shot key → decision */
export function readDecisions(reportDir) {
  const file = decisionsFile(reportDir);
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' && parsed.decisions && typeof parsed.decisions === 'object' ? parsed.decisions : {};
  } catch {
    return {};
  }
}

/**
 * @param {string} reportDir
 * @param {string[]} keys
 * @param {'accepted' | 'rejected' | null} decision  null forgets the decision (undo)
 */
export function recordDecisions(reportDir, keys, decision) {
  const decisions = readDecisions(reportDir);
  for (const key of keys) {
    if (decision) decisions[key] = decision;
    else delete decisions[key];
  }
  writeFileSync(decisionsFile(reportDir), `${JSON.stringify({ version: 1, decisions }, null, 2)}\n`);
  return decisions;
}

/** The keys a reviewer rejected. */
export const rejectedKeys = (reportDir) => Object.entries(readDecisions(reportDir)).filter(([, d]) => d === 'rejected').map(([key]) => key);
