// After a change-scoped run's two story shards: one review report of both in reports/visual
// (tools/visual/report/merge.mjs), when both shot something. A shard whose selected stories took no
// shot (a story with no shots) writes no manifest; then the other shard's report is the run's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const [out, ...shards] = process.argv.slice(2);
const shot = shards.filter((dir) => existsSync(path.join(root, dir, 'manifest.json')));
if (shot.length === shards.length && shot.length > 1) {
  const merged = spawnSync(process.execPath, [path.join(root, 'tools/visual/report/merge.mjs'), ...shot, '--out', out], { cwd: root, stdio: 'inherit' });
  process.exit(merged.status ?? 1);
}
console.log(shot.length ? `visual: one shard shot (${shot.join(', ')}): its report is the run's` : 'visual: no shard shot anything');
