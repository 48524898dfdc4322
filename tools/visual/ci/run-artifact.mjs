// `--run <id>`: the `visual-review` artifact of a CI run, downloaded once with the GitHub CLI into
// reports/visual-review-<id>/ (so the job summary can name one command that accepts a story).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared/index.mjs';

/**
 * @param {string} runId
 * @param {{ download?: (runId: string, dir: string) => void }} [options]  tests replace the download
 * @returns {string} the report folder (absolute)
 */
export function reportOfRun(runId, { download = ghDownload } = {}) {
  if (!/^\d+$/.test(runId)) throw new Error(`--run ${runId}: expected a workflow run id (the number in …/actions/runs/<id>)`);
  const dir = path.join(repoRoot, 'reports', `visual-review-${runId}`);
  if (!existsSync(path.join(dir, 'manifest.json'))) download(runId, dir);
  return dir;
}

function ghDownload(runId, dir) {
  try {
    execFileSync('gh', ['run', 'download', runId, '--name', 'visual-review', '--dir', dir], { stdio: 'inherit' });
  } catch (error) {
    const missing = /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
    throw new Error(
      missing
        ? `--run ${runId}: the GitHub CLI (gh) is not installed. Download the run's visual-review artifact by hand and pass its folder instead.`
        : `--run ${runId}: gh run download failed (signed in? is the artifact still kept?). Download the visual-review artifact by hand and pass its folder instead.`,
    );
  }
}
