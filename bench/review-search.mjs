// The review page's search and filters at scale: a synthetic report of about `shots` changed shots
// in ONE component (tools/visual/review/review-fixture.mjs), opened from disk in Chromium; each keystroke
// typed into the search and each filter change is timed from the input event to the next painted
// frame (a requestAnimationFrame, then a task: the frame has been produced). Median and worst.
//   node bench/review-search.mjs [shots] [--code <checkout>]   (default 4000, this checkout)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { code: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const shots = Number(positionals[0] ?? 4000);
const code = path.resolve(values.code ?? path.join(import.meta.dirname, '..'));
// A checkout from before the visual tool moved to tools/visual/ keeps it in scripts/visual/.
const fixture = ['tools/visual/review/review-fixture.mjs', 'scripts/visual/review-fixture.mjs'].map((file) => path.join(code, file)).find((file) => existsSync(file));
if (!fixture) throw new Error(`no review fixture in ${code}`);
const { writeSyntheticReport } = await import(pathToFileURL(fixture).href);

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const percentile = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))];
const root = mkdtempSync(path.join(tmpdir(), 'review-search-'));
try {
  const { reportDir, manifest } = writeSyntheticReport(root, { extraStories: Math.round(shots / 4), components: 1 });
  const browser = await chromium.launch({ executablePath: findChromium()?.path, args: chromiumArgs });
  const keystrokes = [];
  const filters = [];
  try {
    for (let run = 0; run < Number(values.runs); run++) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      // Opened at the big component, so its list is the one drawn (and redrawn).
      await page.goto(`${pathToFileURL(path.join(reportDir, 'index.html')).href}#component=Synthetic0`);
      await page.locator('body[data-ready="true"]').waitFor({ timeout: 120_000 });
      const timed = await page.evaluate(async () => {
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const sync = [];
        const time = async (act) => {
          const t0 = performance.now();
          act();
          sync.push(performance.now() - t0);
          await nextFrame();
          return performance.now() - t0;
        };
        // The page at rest, as a person meets the search field: the open shot's images decoded
        // (on 2 cores their decoding competes with the first keystroke's frame otherwise).
        await Promise.all([...document.querySelectorAll('#main img')].map((img) => img.decode().catch(() => {})));
        await nextFrame();
        const search = document.getElementById('search');
        const keys = [];
        // Type a query that matches fewer and fewer shots, then delete it again.
        for (const ch of 'synthetic0--s-1') keys.push(await time(() => { search.value += ch; search.dispatchEvent(new Event('input', { bubbles: true })); }));
        while (search.value) keys.push(await time(() => { search.value = search.value.slice(0, -1); search.dispatchEvent(new Event('input', { bubbles: true })); }));
        const change = (selector, value) => () => {
          const element = document.querySelector(selector);
          if (element.type === 'checkbox') element.checked = !element.checked;
          else element.value = value;
          element.dispatchEvent(new Event('change', { bubbles: true }));
        };
        const filterTimes = [];
        for (const [selector, value] of [['select[data-axis="theme"]', 'dark'], ['select[data-axis="viewport"]', 'mobile'], ['select[data-axis="theme"]', ''], ['select[data-axis="viewport"]', ''], ['input[name="status"][value="changed"]'], ['input[name="status"][value="changed"]'], ['select[data-axis="decision"]', 'undecided'], ['select[data-axis="decision"]', '']]) {
          filterTimes.push(await time(change(selector, value)));
        }
        return { keys, filterTimes, sync, links: document.querySelectorAll('nav a').length };
      });
      keystrokes.push(...timed.keys);
      filters.push(...timed.filterTimes);
      console.log(`run ${run + 1}: keystrokes median ${median(timed.keys).toFixed(1)} ms, 90th percentile ${percentile(timed.keys, 0.9).toFixed(1)} ms, worst ${Math.max(...timed.keys).toFixed(1)} ms (${timed.keys.filter((k) => k > 100).length} of ${timed.keys.length} over 100 ms); filters median ${median(timed.filterTimes).toFixed(1)} ms, worst ${Math.max(...timed.filterTimes).toFixed(1)} ms (script alone: median ${median(timed.sync).toFixed(1)} ms, worst ${Math.max(...timed.sync).toFixed(1)} ms)`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `Review page, ${manifest.entries.length} shots, ${Math.round(shots / 4) * 4} of them in one component: ` +
      `search keystroke median ${median(keystrokes).toFixed(1)} ms (90th percentile ${percentile(keystrokes, 0.9).toFixed(1)}, worst ${Math.max(...keystrokes).toFixed(1)}, ${keystrokes.filter((k) => k > 100).length} over 100 ms), filter change median ${median(filters).toFixed(1)} ms (worst ${Math.max(...filters).toFixed(1)}), ` +
      `${keystrokes.length} keystrokes and ${filters.length} filter changes over ${values.runs} page loads`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
