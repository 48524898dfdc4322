// The renderer fingerprint: what decides the pixels of a text-bearing shot besides our code. The
// font families are measured in the test browser itself (CDP CSS.getPlatformFontsForNode names the
// font a text node was really drawn with), never guessed from the OS: a fontconfig file, an
// installed font or another OS all change them.
//
// Baselines recorded on one renderer are compared only on a renderer with the same OS family and
// fonts. Another browser major on the same OS and fonts is still compared (browser.mjs notes it).

/** The generic families whose resolution is recorded with the baselines. */
export const probedFamilies = ['system-ui', 'sans-serif', 'monospace'];

/** `navigator.userAgentData.platform` / `navigator.platform` → an OS family. */
export function osFamilyOf(platform) {
  const p = (platform ?? '').toLowerCase();
  if (p.startsWith('mac')) return 'macOS';
  if (p.startsWith('win')) return 'Windows';
  if (p.includes('android')) return 'Android';
  if (p.includes('linux') || p.includes('x11')) return 'Linux';
  if (p.includes('cros')) return 'ChromeOS';
  return platform || 'unknown';
}

/**
 * Measures the renderer of a Playwright page: OS family, browser and its version, and the family
 * each of `probedFamilies` resolves to. Adds three hidden probe spans to the page for the time of
 * the measurement.
 * @param {import('playwright').Page} page
 * @returns {Promise<{ os: string, browser: string, version: string, major: string, fonts: Record<string, string> }>}
 */
export async function measureRenderer(page) {
  const probeId = '__groundwork-font-probe';
  await page.evaluate(
    ({ id, families }) => {
      const box = document.createElement('div');
      box.id = id;
      box.setAttribute('aria-hidden', 'true');
      box.style.cssText = 'position:fixed;inset-block-start:0;inset-inline-start:-10000px';
      for (const family of families) {
        const span = document.createElement('span');
        span.dataset.family = family;
        span.style.fontFamily = family;
        span.textContent = 'Aa';
        box.append(span);
      }
      document.body.append(box);
      // Chromium records the fonts a node used when it lays the text out and paints it: wait for
      // two frames, or a busy machine can ask before that and hear of no font at all.
      box.getBoundingClientRect();
      return document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    },
    { id: probeId, families: probedFamilies },
  );
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const fonts = {};
    for (const family of probedFamilies) {
      const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#${probeId} [data-family="${family}"]` });
      let { fonts: used } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      // Still none (seen once, under load, with two story runs side by side): a few more frames.
      for (let attempt = 0; used.length === 0 && attempt < 20; attempt++) {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
        ({ fonts: used } = await session.send('CSS.getPlatformFontsForNode', { nodeId }));
      }
      // The font that drew most of the glyphs (a fallback may draw a few).
      const main = [...used].sort((a, b) => b.glyphCount - a.glyphCount)[0];
      fonts[family] = main?.familyName ?? 'unknown';
    }
    const platform = await page.evaluate(() => navigator.userAgentData?.platform || navigator.platform);
    const browserType = page.context().browser()?.browserType().name() ?? 'unknown';
    const version = page.context().browser()?.version() ?? '';
    return {
      os: osFamilyOf(platform),
      browser: browserType === 'chromium' ? 'Chromium' : browserType,
      version,
      major: /^(\d+)\./.exec(version)?.[1] ?? 'unknown',
      fonts,
    };
  } finally {
    await session.detach().catch(() => {});
    await page.evaluate((id) => document.getElementById(id)?.remove(), probeId);
  }
}

/**
 * What differs between the baselines' renderer and this one, in the words the notice uses:
 * `['OS: macOS ≠ Linux', 'fonts: Liberation Sans ≠ DejaVu Sans']`. Only OS and fonts count: a
 * different browser major is compared (with browser.mjs's note). Empty when comparable, or when no
 * fingerprint was recorded (nothing to hold the run to).
 * @param {{ os?: string, fonts?: Record<string, string> } | undefined} recorded
 * @param {{ os: string, fonts: Record<string, string>, version?: string, major?: string }} measured
 * @returns {string[]}
 */
export function rendererDifferences(recorded, measured) {
  if (!recorded?.os || !recorded.fonts) return [];
  const differences = [];
  if (recorded.os !== measured.os) differences.push(`OS: ${measured.os} ≠ ${recorded.os}`);
  const pairs = new Set();
  for (const family of probedFamilies) {
    const want = recorded.fonts[family];
    const got = measured.fonts[family];
    if (want && got !== want) pairs.add(`${got} ≠ ${want}`);
  }
  if (pairs.size > 0) differences.push(`fonts: ${[...pairs].join(', ')}`);
  return differences;
}

/** The one line a run on another renderer prints (or, with CI, fails with). */
export function notComparedMessage(differences, { ci, skipping = false }) {
  const base =
    `visual: not compared on this machine (${differences.join('; ')}); ` +
    'compare in the reference container with `npm run test:visual:container`';
  if (ci) return `${base}. CI must run on the baselines' renderer (stories/baseline-browser.json); GW_VISUAL_COMPARE=always compares anyway.`;
  if (skipping) return `${base}. Comparison skipped as asked (GW_VISUAL_COMPARE=skip): these shots prove nothing.`;
  return `${base}. The run fails so it cannot pass for a clean one: GW_VISUAL_COMPARE=skip runs the stories without comparing, GW_VISUAL_COMPARE=always compares here anyway.`;
}

/** `GW_VISUAL_COMPARE=always` (a comma-separated list of comparison options): compare on any renderer. */
export const forcedComparison = (env = process.env) => (env.GW_VISUAL_COMPARE ?? '').split(',').includes('always');
