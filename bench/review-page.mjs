// The review page at scale: a synthetic report of `shots` changed shots (tools/visual/review/review-fixture.mjs,
// real PNGs and a manifest shaped as a run writes it, spread over 20 components), opened in
// Chromium both from disk (index.html, as a downloaded artifact) and served by the review server
// (`npm run visual:review`). Measures, from navigation start, the first useful view: the page's own
// `review-first-view` mark, set when the first shot's image is decoded and the component tree drawn.
// Each is measured `runs` times (a fresh page each time); the median is reported.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { writeSyntheticReport } from '../tools/visual/review/review-fixture.mjs';
import { startReviewServer } from '../tools/visual/review/index.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function firstView(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('crash', () => console.error('bench: the page crashed'));
  page.on('pageerror', (error) => console.error(`bench: page error ${error.message}`));
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator('body[data-ready="true"]').waitFor({ timeout: 120_000 });
    return await page.evaluate(() => ({
      seconds: performance.getEntriesByName('review-first-view')[0].startTime / 1000,
      // The page draws only what it shows: one shot's images, the tree of the open component.
      images: document.querySelectorAll('#stage img').length,
      links: document.querySelectorAll('nav a').length,
    }));
  } finally {
    await page.close();
  }
}

/**
 * @param {number} shots  about this many changed shots (rounded to whole stories of four cells)
 * @param {{ runs?: number, port?: number }} [options]
 */
export async function measureReviewPage(shots = 4000, { runs = 5, port = 0 } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'review-bench-'));
  try {
    const { reportDir, manifest } = writeSyntheticReport(root, { extraStories: Math.round(shots / 4) });
    const server = await startReviewServer({ reportDir, root, port });
    const found = findChromium();
    const browser = await chromium.launch({ executablePath: found?.path, args: chromiumArgs });
    try {
      const measure = async (url) => {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await firstView(browser, url));
        return { seconds: median(samples.map((s) => s.seconds)), samples: samples.map((s) => Math.round(s.seconds * 1000) / 1000), images: samples[0].images, links: samples[0].links };
      };
      const fromDisk = await measure(pathToFileURL(path.join(reportDir, 'index.html')).href);
      const served = await measure(server.url);
      return { shots: manifest.entries.length + manifest.orphans.length, runs, fromDisk, served };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** One line for the bench tables. */
export const reviewPageLine = (r) =>
  `Review page, ${r.shots} shots to review: first useful view (first shot decoded, tree drawn) ${r.fromDisk.seconds.toFixed(2)} s from disk, ` +
  `${r.served.seconds.toFixed(2)} s served by visual:review (medians of ${r.runs}; ${r.served.images} images and ${r.served.links} shot links in the page at that point)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const shots = Number(process.argv[2] ?? 4000);
  const r = await measureReviewPage(shots);
  console.log(reviewPageLine(r));
  console.log(`  samples from disk ${r.fromDisk.samples.join(', ')} s; served ${r.served.samples.join(', ')} s`);
}
