// The review page at scale: a report of `images` images (a quarter of the shots new, one image each;
// the rest changed, with baseline, actual and diff) built by the real writeReport, opened in
// Chromium from disk. Measures the load event and how many images were fetched by then, for the
// page as written (lazy images, changed shots shown first) and for the same page with every image
// eager and every shot shown (what the page did before).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { hashOf } from '../scripts/visual/png.mjs';
import { summarise, writeReport } from '../scripts/visual/report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const cells = ['light-ltr-desktop', 'light-rtl-mobile', 'dark-ltr-mobile', 'dark-rtl-desktop'];
// A real baseline: a representative image size (a 1280-wide desktop shot).
const sample = 'stories/layout/__screenshots__/Stack/layout-stack--playground.light-ltr-desktop.png';

/** Writes the report; returns its index.html and the number of images it references. */
function buildPage(images, dir) {
  const out = path.join(root, dir);
  rmSync(out, { recursive: true, force: true });
  const bytes = readFileSync(path.join(root, sample));
  const newShots = Math.round(images / 4);
  const changedShots = Math.round((images - newShots) / 3);
  const put = (rel) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    copyFileSync(path.join(root, sample), path.join(root, rel));
    return rel;
  };
  const entries = [];
  for (let i = 0; i < changedShots + newShots; i += 1) {
    const storyId = `scale-review--s-${Math.floor(i / cells.length)}`;
    const cell = cells[i % cells.length];
    const name = `${storyId}.${cell}.png`;
    const changed = i < changedShots;
    entries.push({
      storyId,
      cell,
      baseline: put(`${dir}/committed/${name}`),
      actual: put(`${dir}/actual/${name}`),
      diff: changed ? put(`${dir}/diff/${name}`) : null,
      status: changed ? 'changed' : 'new',
      diffRatio: changed ? 0.01 : 0,
      oldHash: changed ? hashOf(bytes) : null,
      newHash: hashOf(bytes),
      switchMs: 0,
      shotMs: 0,
      compareMs: 0,
    });
  }
  const manifest = { version: 1, generatedAt: new Date().toISOString(), outDir: dir, shard: null, summary: summarise(entries, [], false), entries, orphans: [] };
  const page = writeReport(out, manifest);
  const html = readFileSync(page, 'utf8');
  const eager = path.join(out, 'eager.html');
  writeFileSync(eager, html.replaceAll(' loading="lazy"', '').replace(/<(section|article|li)([^>]*?) hidden/g, '<$1$2'));
  return { page, eager, images: changedShots * 3 + newShots, shots: entries.length };
}

async function load(browser, file) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const started = performance.now();
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  // Resource timing lists no file:// fetches: count the images decoded by the load event instead.
  const fetched = await page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth > 0).length);
  await page.close();
  return { seconds, fetched };
}

/** @param {number} images */
export async function measureReviewPage(images = 4000, dir = 'reports/scale-review') {
  const { page, eager, images: count, shots } = buildPage(images, dir);
  const found = findChromium();
  const browser = await chromium.launch({ executablePath: found?.path, args: chromiumArgs });
  try {
    const lazy = await load(browser, page);
    const all = await load(browser, eager);
    return { images: count, shots, lazy, eager: all };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureReviewPage(Number(process.argv[2] ?? 4000));
  console.log(
    `review page, ${r.shots} shots / ${r.images} images: lazy + changed first ${r.lazy.seconds.toFixed(2)} s to load (${r.lazy.fetched} images fetched); ` +
      `all eager ${r.eager.seconds.toFixed(2)} s (${r.eager.fetched} fetched)`,
  );
}
