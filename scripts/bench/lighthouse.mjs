// Lighthouse (mobile settings, its defaults) against the preview server, with the discovered Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium, missingChromiumMessage } from '../find-chromium.mjs';

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
    return { scores, failing };
  } finally {
    await chrome.kill();
  }
}

// `node scripts/bench/lighthouse.mjs`: one Lighthouse run of `/` and the 404 page
// against `vite preview` of the current build, with the audits that did not pass.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startPreview } = await import('./preview-server.mjs');
  const server = await startPreview();
  try {
    for (const [name, path, ignoreStatusCode] of [['/', '/', false], ['404 page', '/this-page-does-not-exist', true]]) {
      const { scores, failing } = await lighthouseScores(server.origin + path, { ignoreStatusCode });
      console.log(`${name.padEnd(9)} ${categories.map((c) => scores[c]).join(' / ')}${failing.length ? `   below 1: ${failing.join(', ')}` : ''}`);
    }
  } finally {
    await server.stop();
  }
}
