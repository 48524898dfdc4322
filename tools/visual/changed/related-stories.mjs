// The story files Vitest's own module graph selects for a list of changed files (what
// `vitest related` would run), without running them: the Node API, as `vitest list` does for
// --changed. Runs as its own process, `--project storybook` on its command line, because
// vite.config.ts sets up only the projects the command line asks for (scripts/vite/requestedProjects.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared/index.mjs';
import { graphFingerprint } from './graph-fingerprint.mjs';

/**
 * @param {string[]} files  repository-relative changed files (a forceRerunTriggers match selects all)
 * @returns {Promise<string[]>} repository-relative story files
 */
export async function listRelatedStoryFiles(files) {
  const out = execFileSync(process.execPath, [import.meta.filename, '--project', 'storybook', '--', ...files], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** Where worked-out graphs are kept, one file per state of the graph's inputs (graph-fingerprint.mjs). */
export const storyGraphDir = () => process.env.GW_STORY_GRAPH_DIR ?? path.join(repoRoot, 'node_modules', '.cache', 'visual-story-graph');

/**
 * Every story file's module dependencies (repository-relative), from Vitest's graph: a file set
 * selects the story files whose dependencies include one of them (Vitest's filterTestsBySource).
 * Worked out once per state of what the graph is made from, then read back.
 * @returns {Promise<Record<string, string[]>>}
 */
export async function storyDependencies() {
  const kept = path.join(storyGraphDir(), `${graphFingerprint(repoRoot)}.json`);
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8'));
  const out = execFileSync(process.execPath, [import.meta.filename, '--project', 'storybook', '--deps'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  const graph = out.trim().split('\n').at(-1);
  mkdirSync(storyGraphDir(), { recursive: true });
  // Written aside and renamed, so a run beside it never reads half a file.
  writeFileSync(`${kept}.${process.pid}`, graph);
  renameSync(`${kept}.${process.pid}`, kept);
  return JSON.parse(graph);
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--deps')) {
  process.env.TEST = 'true';
  process.env.VITEST = 'true';
  process.env.NODE_ENV ??= 'test';
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest('test', { project: ['storybook'], watch: false, run: true, reporters: [] }, {}, {});
  try {
    const result = {};
    for (const spec of await vitest.globTestSpecifications()) {
      // Internal but stable in Vitest 4.1: the same walk `related` / --changed use.
      const deps = await vitest.specifications.getTestDependencies(spec);
      result[path.relative(repoRoot, spec.moduleId)] = [...deps].map((file) => path.relative(repoRoot, file)).sort();
    }
    console.log(JSON.stringify(result));
  } finally {
    await vitest.close();
  }
} else if (import.meta.url === `file://${process.argv[1]}`) {
  // What Vitest's command line sets before it starts (Storybook's plugin only adds the stories then).
  process.env.TEST = 'true';
  process.env.VITEST = 'true';
  process.env.NODE_ENV ??= 'test';
  const { createVitest } = await import('vitest/node');
  const files = process.argv.slice(process.argv.indexOf('--') + 1);
  const vitest = await createVitest('test', { project: ['storybook'], related: files.map((f) => path.join(repoRoot, f)), watch: false, run: true, reporters: [] }, {}, {});
  try {
    const specs = await vitest.getRelevantTestSpecifications();
    console.log(JSON.stringify([...new Set(specs.map((s) => path.relative(repoRoot, s.moduleId)))].sort()));
  } finally {
    await vitest.close();
  }
}
