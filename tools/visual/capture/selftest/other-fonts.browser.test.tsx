/**
 * The visual loop on a simulated other developer's machine: this project's Chromium runs with a
 * fontconfig file (other-machine-fonts.conf) that prefers Liberation Sans for sans-serif and
 * system-ui, where the baselines' renderer (stories/baseline-browser.json) has DejaVu Sans. The
 * story still renders; its shots are not compared, and the run fails once with why (not once per
 * shot), CI or not, so a run that compared nothing never passes for a clean one — unless the person
 * asked to skip comparison (GW_VISUAL_COMPARE=skip): then it passes and says why once.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import { shootStory } from '../browser/loop';
import * as fixtures from './Fixture.stories.tsx';
import '../browser/freeze.css';

setProjectAnnotations(preview);
const { Card } = composeStories(fixtures);
const dir = 'reports/visual-selftest-fonts';
const shoot = (ci: boolean, outDir: string, skip?: boolean) =>
  shootStory({
    storyId: 'internal-visualfixture--card',
    parameters: Card.parameters,
    full: false,
    baselineDir: `${dir}/baselines`,
    outDir: `${dir}/${outDir}`,
    rendererCheck: { ci, ...(skip !== undefined ? { skip } : {}) },
  });

// On Linux the fontconfig file decides; elsewhere (FONTCONFIG_FILE does nothing) the OS's own
// fonts differ from the baselines' anyway, so only the Linux wording is exact.
const notice = /^visual: not compared on this machine \((OS: \w+ ≠ Linux; )?fonts: [^)]*≠ DejaVu Sans\); compare in the reference container with `npm run test:visual:container`/;
const linux = navigator.platform.startsWith('Linux');

beforeAll(async () => {
  await commands.visualSelftestFs('reset', dir);
  await Card.run();
});

describe('the visual loop on a machine with other fonts', () => {
  it('asked to skip comparison (no CI): renders the story, compares none of its shots and says why once', async () => {
    const shots = await shoot(false, 'local', true);
    expect(shots.results.map((r) => r.status)).toEqual(['not-compared', 'not-compared', 'not-compared', 'not-compared']);
    expect(shots.notes).toEqual([]);
    expect(shots.notCompared).toMatch(notice);
    if (linux) expect(shots.notCompared).toContain('(fonts: Liberation Sans ≠ DejaVu Sans)');
    expect(await commands.visualSelftestFs('exists', `${dir}/baselines`)).toBe(false);
  });

  it('not asked to skip (no CI): fails the first shot with that message and how to skip, and no other', async () => {
    const error = await shoot(false, 'local-unasked', false).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(notice);
    expect((error as Error).message).toMatch(/GW_VISUAL_COMPARE=skip runs the stories without comparing/);
    const after = await shoot(false, 'local-unasked', false);
    expect(after.results.map((r) => r.status)).toEqual(['not-compared', 'not-compared', 'not-compared', 'not-compared']);
  });

  it('fails the first shot with that one message under CI, and no other', async () => {
    const error = await shoot(true, 'ci').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(notice);
    expect((error as Error).message).toMatch(/CI must run on the baselines' renderer/);
    const after = await shoot(true, 'ci');
    expect(after.results.map((r) => r.status)).toEqual(['not-compared', 'not-compared', 'not-compared', 'not-compared']);
  });
});
