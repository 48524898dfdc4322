// Lighthouse (mobile settings, its defaults) against the preview server, with the discovered Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium, missingChromiumMessage } from '../scripts/find-chromium.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Scores 0–100 per category for one URL.
 * @param {string} url
 * @param {{ ignoreStatusCode?: boolean }} options error pages answer 404 on purpose
 */
export async function lighthouseScores(url, { ignoreStatusCode = false } = {}) {
  const chromium = findChromium();
  if (!chromium) throw new Error(missingChromiumMessage());
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.path,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ignoreStatusCode,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id);
    // The simulated (mobile, throttled) first contentful paint, in milliseconds.
    const firstContentfulPaintMs = Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
    return { scores, failing, firstContentfulPaintMs };
  } finally {
    await chrome.kill();
  }
}

// `node bench/lighthouse.mjs [--runs N]`: Lighthouse of `/` and the 404 page against
// `vite preview` of the current build (medians of N runs, 1 by default), with the audits that did
// not pass in any run.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startPreview } = await import('./preview-server.mjs');
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const server = await startPreview();
  try {
    for (const [name, path, ignoreStatusCode] of [['/', '/', false], ['404 page', '/this-page-does-not-exist', true]]) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await lighthouseScores(server.origin + path, { ignoreStatusCode }));
      const scores = categories.map((c) => median(results.map((r) => r.scores[c])));
      const failing = [...new Set(results.flatMap((r) => r.failing))];
      console.log(`${name.padEnd(9)} ${scores.join(' / ')}${failing.length ? `   below 1: ${failing.join(', ')}` : ''}`);
    }
  } finally {
    await server.stop();
  }
}
