#!/usr/bin/env node
// `npm run bench:sidebar-click -- --runs 3 [--clicks 25] [--group Layout] [--storybook DIR]`: what one
// click in the built Storybook's sidebar costs the page's main thread, and where it goes — Storybook's
// manager, our preview, axe, the browser's own work (style, layout, paint) — as the sidebar walks of
// the Storybook UI e2e click (e2e/storybook/sidebar-walk.spec.ts): a group unfolded, the
// Interactions panel open, each story clicked after the previous one. Each run clicks down the group
// twice in a fresh browser, once with the a11y addon running axe after every story and once with it
// on manual (the two walks' settings), under V8's sampling profiler (Chrome DevTools Protocol),
// then once more, unprofiled, counting the manager's React commits and component renders per click
// (through React's DevTools hook, as React DevTools counts them).
// Without --storybook it builds one of the sources as they are, under node_modules/.cache, first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, findE2eChromium } from '../scripts/find-chromium.mjs';
import { startPreview } from './preview-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    clicks: { type: 'string', default: '25' },
    group: { type: 'string', default: 'Layout' },
    storybook: { type: 'string' },
  },
});

const storybookDir = options.storybook ? path.resolve(options.storybook) : path.join(root, 'node_modules', '.cache', 'bench-storybook');
if (!options.storybook) {
  console.log(`building Storybook into ${path.relative(root, storybookDir)} …`);
  const built = spawnSync(path.join(root, 'node_modules/.bin/storybook'), ['build', '--quiet', '-o', storybookDir], { cwd: root, stdio: 'inherit', env: { ...process.env, GW_STORIES: '' } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(path.join(storybookDir, 'index.json'))) throw new Error(`${storybookDir} holds no built Storybook (no index.json)`);

/** Which part of the page a profile node's self time belongs to. */
function partOf(url) {
  if (url.includes('/sb-manager/') || url.includes('/sb-addons/')) return 'manager';
  if (/\/assets\/axe-/.test(url)) return 'axe';
  if (url.includes('/assets/') || url.includes('/iframe.html')) return 'preview';
  return 'browser';
}

/** Self time (s) of a CPU profile by part; idle time left out. */
function byPart(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parts = { manager: 0, preview: 0, axe: 0, browser: 0 };
  profile.samples.forEach((id, i) => {
    const { url, functionName } = nodes.get(id).callFrame;
    if (functionName === '(idle)') return;
    // Native work (style, layout, paint, GC) shows as (program), (garbage collector) or a DOM call without a URL.
    parts[url ? partOf(url) : 'browser'] += (profile.timeDeltas[i] ?? 0) / 1e6;
  });
  return parts;
}

/**
 * Run in the manager's document before React loads (serialised): React's DevTools hook, counting
 * each commit and the components it rendered — a component with an earlier fiber rendered when
 * React flagged it PerformedWork; a subtree whose children were reused bailed out and is skipped.
 */
function countRenders() {
  if (window.top !== window) return;
  const counts = { commits: 0, renders: 0, largeCommits: 0 };
  // Where the renders are: each rendered component counted under the manager's areas above it
  // (the layout's Panel, MainPreview, Heading, SidebarBottom…; names as the built manager's bundle
  // keeps them), and under the highest component of its commit that rendered (what set it off).
  const areas = {};
  const triggers = {};
  const areaNames = /^(Main|LayoutProvider|Layout|Panel|MainPreview|Heading|SidebarBottom|Sidebar|Explorer|Search|Toolbar|Notifications)\d*$/;
  // Function, class, forwardRef, memo and simple memo components: what a person's code renders.
  const componentTags = new Set([0, 1, 11, 14, 15]);
  const nameOf = (fiber) => {
    const type = fiber.type;
    return type?.displayName || type?.name || type?.render?.displayName || type?.render?.name || type?.type?.displayName || type?.type?.name || 'anonymous';
  };
  const areaOf = (fiber) => {
    const names = [];
    for (let parent = fiber; parent; parent = parent.return) if (componentTags.has(parent.tag) && areaNames.test(nameOf(parent))) names.push(nameOf(parent));
    return names.reverse().join(' > ') || '(outside the layout)';
  };
  const walk = (first, trigger) => {
    let rendered = 0;
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const previous = fiber.alternate;
      const did = componentTags.has(fiber.tag) && (!previous || (fiber.flags & 1) === 1);
      const by = trigger ?? (did ? nameOf(fiber) : undefined);
      if (did) {
        rendered++;
        const area = areaOf(fiber);
        areas[area] = (areas[area] ?? 0) + 1;
        triggers[by] = (triggers[by] ?? 0) + 1;
      }
      if (fiber.child && !(previous && previous.child === fiber.child)) rendered += walk(fiber.child, by);
    }
    return rendered;
  };
  window.__managerRenders = counts;
  window.__managerRenderAreas = { areas, triggers };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const rendered = walk(root.current.child, undefined);
      counts.commits++;
      counts.renders += rendered;
      if (rendered > 200) counts.largeCommits++;
    },
  };
}

/**
 * One pass down the group in a fresh browser: the main thread's time per click by part, or with
 * `renders` (no profiler) the manager's commits and component renders per click.
 */
async function pass(origin, stories, { axe, renders = false }) {
  const browser = await chromium.launch({ executablePath: findE2eChromium().path, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    if (renders) await page.addInitScript(countRenders);
    const [first, ...rest] = stories;
    await page.goto(`${origin}/?path=/story/${first.id}&addonPanel=storybook/interactions/panel${axe ? '' : '&globals=a11y.manual:!true'}`);
    const badge = () => page.waitForFunction(() => ['Pass', 'Fail'].includes(document.querySelector('[aria-label^="Story status:"]')?.textContent ?? ''), null, { timeout: 60_000 });
    await badge();
    const group = first.title.split('/')[0].toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const heading = page.locator(`[data-nodetype="root"][data-item-id="${group}"]`);
    await heading.hover();
    const expand = heading.locator('[data-action="expand-all"][data-expanded="false"]');
    if ((await expand.count()) > 0) await expand.click();
    const cdp = await page.context().newCDPSession(page);
    if (renders)
      await page.evaluate(() => {
        Object.assign(window.__managerRenders, { commits: 0, renders: 0, largeCommits: 0 });
        for (const tally of Object.values(window.__managerRenderAreas)) for (const key of Object.keys(tally)) delete tally[key];
      });
    else {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    for (const entry of rest) {
      await page.locator(`[data-item-id="${entry.id}"] > a`).click();
      await page.waitForFunction((id) => new URLSearchParams(location.search).get('path') === `/story/${id}`, entry.id);
      await badge();
      // The manager renders on after the badge; the profile takes those renders in, and idle time is not counted.
      await page.waitForTimeout(400);
    }
    if (renders) {
      const counts = await page.evaluate(() => window.__managerRenders);
      const { areas, triggers } = await page.evaluate(() => window.__managerRenderAreas);
      const perClick = (tally) => Object.fromEntries(Object.entries(tally).map(([name, count]) => [name, count / rest.length]));
      return { ...perClick(counts), areas: perClick(areas), triggers: perClick(triggers) };
    }
    const { profile } = await cdp.send('Profiler.stop');
    const parts = byPart(profile);
    return Object.fromEntries(Object.entries(parts).map(([part, seconds]) => [part, seconds / rest.length]));
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (seconds) => `${Math.round(seconds * 1000)} ms`;

// The built Storybook as files, as the e2e serves it.
const served = await startPreview({ config: 'e2e/storybook/static.vite.config.ts', outDir: storybookDir });
try {
  const index = await (await fetch(`${served.origin}/index.json`)).json();
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.title.split('/')[0] === options.group);
  const clicks = Math.min(Number(options.clicks), stories.length - 1);
  if (clicks < 1) throw new Error(`the group ${options.group} has fewer than two stories`);
  const results = { axe: [], manual: [] };
  const renderCounts = [];
  for (let run = 1; run <= Number(options.runs); run++) {
    for (const axe of run % 2 ? [true, false] : [false, true]) {
      const parts = await pass(served.origin, stories.slice(0, clicks + 1), { axe });
      results[axe ? 'axe' : 'manual'].push(parts);
      console.log(`run ${run}, axe ${axe ? 'on' : 'manual'}: ${Object.entries(parts).map(([part, seconds]) => `${part} ${ms(seconds)}`).join(', ')} per click`);
    }
    const counts = await pass(served.origin, stories.slice(0, clicks + 1), { axe: true, renders: true });
    renderCounts.push(counts);
    console.log(`run ${run}, axe on, unprofiled: ${counts.commits.toFixed(1)} React commits, ${Math.round(counts.renders)} component renders, ${counts.largeCommits.toFixed(1)} commits of over 200 renders per click`);
  }
  console.log(`\nMain-thread time per sidebar click, median of ${options.runs} runs of ${clicks} clicks down ${options.group}:`);
  console.log('| a11y addon | manager | preview | axe | browser (style, layout, paint, GC) | all |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [setting, runs] of Object.entries(results)) {
    const cell = (part) => ms(median(runs.map((parts) => parts[part])));
    const all = ms(median(runs.map((parts) => Object.values(parts).reduce((sum, seconds) => sum + seconds, 0))));
    console.log(`| ${setting === 'axe' ? 'axe after every story' : 'manual'} | ${cell('manager')} | ${cell('preview')} | ${cell('axe')} | ${cell('browser')} | ${all} |`);
  }
  const countMedian = (name) => median(renderCounts.map((counts) => counts[name]));
  console.log(`\nThe manager per click (axe on), median: ${countMedian('commits').toFixed(1)} React commits, ${Math.round(countMedian('renders'))} component renders, ${countMedian('largeCommits').toFixed(1)} commits of over 200 renders.`);
  // Where they are and what set them off, in the last run (the areas are alike from run to run).
  const last = renderCounts.at(-1);
  const top = (tally) => Object.entries(tally).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, count]) => `${name} ${Math.round(count)}`).join('; ');
  console.log(`  by the layout's areas: ${top(last.areas)}`);
  console.log(`  by the highest component that re-rendered in its commit: ${top(last.triggers)}`);
} finally {
  await served.stop();
}
