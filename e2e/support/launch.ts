// How the e2e projects launch Chromium: the shared flags (scripts/find-chromium.mjs) plus features
// that cost CPU in every browser context and that no test looks at, in the headless shell where
// there is one (scripts/find-chromium.mjs). Not for the story tests, whose pixels stay as they are.
import type { LaunchOptions } from '@playwright/test';
import { chromiumArgs, findE2eChromium } from '../../scripts/find-chromium.mjs';

// Every context is a window of a full (headless) browser, and each window started a renderer for
// the omnibox's WebUI popup: about 0.35 s of CPU a context, 47 contexts in the app e2e
// (110.9 → 69.1 s CPU for the step, medians of 3).
const unusedFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` (playwright-core's chromiumSwitches). Chromium keeps only
 * the last `--disable-features` it is given, so ours replaces this one, with this list in it.
 * e2e/support/fixtures.ts fails every test when the browser runs with another list: a Playwright
 * upgrade that changed it.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The one `--disable-features` the e2e browser must run with. */
export const e2eDisableFeatures = `--disable-features=${[...playwrightDisabledFeatures, ...unusedFeatures].join(',')}`;

export const e2eLaunchOptions: LaunchOptions = {
  executablePath: findE2eChromium()?.path,
  args: [...chromiumArgs, e2eDisableFeatures],
  ignoreDefaultArgs: [`--disable-features=${playwrightDisabledFeatures.join(',')}`],
};
