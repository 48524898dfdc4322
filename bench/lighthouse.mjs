// Lighthouse (mobile settings, its defaults) against the preview server, with the discovered Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium, missingChromiumMessage } from '../scripts/find-chromium.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The pages the bench scores: the home page, a prerendered presentation page (an error page the
 * app renders itself, hydrated) and the 404 (404.html, status 404 on purpose).
 */
export const lighthousePages = [
  { name: '/', path: '/', ignoreStatusCode: false },
  { name: 'presentation page', path: '/presentations/500', ignoreStatusCode: false },
  { name: '404 page', path: '/this-page-does-not-exist', ignoreStatusCode: true },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Medians of `runs` Lighthouse runs per page against one server, with every audit below 1 in any run.
 * @param {string} origin
 * @param {number} runs
 * @param {(line: string) => void} [log]
 * @param {typeof lighthousePages} [pages]
 */
export async function lighthouseMedians(origin, runs, log = () => {}, pages = lighthousePages) {
  const medians = {};
  for (const page of pages) {
    log(`Lighthouse ${page.name} ×${runs}`);
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await lighthouseScoresRetried(origin + page.path, page, log));
    medians[page.name] = {
      scores: Object.fromEntries(categories.map((c) => [c, median(results.map((r) => r.scores[c]))])),
      runs: results.map((r) => r.scores),
      failingAudits: [...new Set(results.flatMap((r) => r.failing))],
      firstContentfulPaintMs: median(results.map((r) => r.firstContentfulPaintMs)),
    };
  }
  return medians;
}

/**
 * One run's scores; a run whose trace Lighthouse could not record (NO_NAVSTART, NO_FCP: it happens
 * on a busy machine) is run again, twice at most, and said so.
 */
async function lighthouseScoresRetried(url, options, log) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseScores(url, options);
    } catch (error) {
      if (attempt > 2 || !/NO_NAVSTART|NO_FCP/.test(String(error))) throw error;
      log(`${url}: ${String(error).split('\n')[0]}; running again`);
    }
  }
}

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

// `node bench/lighthouse.mjs [--runs N] [--page NAME]…`: Lighthouse of `/`, a presentation page and
// the 404 page (or only the pages named: `/`, `presentation page`, `404 page`) against `vite
// preview` of the current build, in one run (medians of N runs, 3 by default), with each run's
// scores and the audits that did not pass in any run.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startPreview } = await import('./preview-server.mjs');
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
  const server = await startPreview();
  try {
    const named = process.argv.flatMap((arg, i, args) => (arg === '--page' ? [args[i + 1]] : []));
    const pages = named.length ? lighthousePages.filter((page) => named.includes(page.name)) : lighthousePages;
    const medians = await lighthouseMedians(server.origin, runs, (line) => console.error(`· ${line}`), pages);
    for (const [name, { scores, runs: each, failingAudits, firstContentfulPaintMs }] of Object.entries(medians)) {
      const runsText = each.map((r) => categories.map((c) => r[c]).join('/')).join(', ');
      console.log(
        `${name.padEnd(18)} ${categories.map((c) => scores[c]).join(' / ')}  (runs: ${runsText}; FCP ${(firstContentfulPaintMs / 1000).toFixed(2)} s)${failingAudits.length ? `   below 1: ${failingAudits.join(', ')}` : ''}`,
      );
    }
  } finally {
    await server.stop();
  }
}
