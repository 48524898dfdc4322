#!/usr/bin/env node
// `npm run visual:watch [-- --port N]`: the warm review loop (loop.mjs). Stays up until Ctrl+C.
import { parseArgs } from 'node:util';
import { readCommandLine } from '../shared/index.mjs';
import { startWatch } from './loop.mjs';

const usage = `Usage: npm run visual:watch -- [--port N]

Keeps one browser and one story runner up, and on each save under src/, stories/ or .storybook/
re-shoots only the stories whose rendering the save can change (by the rendering record of the
last story run and Vitest's module graph), compares them with their baselines and updates the
review page it serves on http://127.0.0.1 (port 6009 unless --port; 0 picks a free one): new shots
appear, decided shots keep their decision, accept / reject / undo as in npm run visual:review.
Without a record for these sources it says so and shoots every story once first.
  -h, --help   this text`;

const args = readCommandLine('visual:watch', usage, () => {
  const parsed = parseArgs({ args: process.argv.slice(2).filter((arg, i, all) => arg !== '--project' && all[i - 1] !== '--project'), strict: true, options: { port: { type: 'string', default: '6009' }, help: { type: 'boolean', short: 'h' } } });
  if (!/^\d+$/.test(parsed.values.port)) throw new Error(`--port ${parsed.values.port}: expected a number`);
  return parsed;
});

const watch = await startWatch({ port: Number(args.values.port) });
console.log(`visual:watch: ${watch.url}  (Ctrl+C to stop; accepting writes the baselines under stories/ — commit them afterwards)`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('visual:watch: stopping (the story under way finishes first)');
  await watch.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
