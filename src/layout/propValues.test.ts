// @vitest-environment node
// The value tables (tokens/space.ts, layout/internal/props.ts) are what the props' types, the CSS
// and the stories' controls read: these checks keep the three from drifting apart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, breakpointSteps, spaceTokens } from '../tokens/space';
import { layoutPropValues } from './internal/props';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');

describe('the value tables', () => {
  it('name a custom property in tokens.css for every space step', () => {
    const css = read('../tokens/tokens.css');
    for (const step of spaceTokens) expect(css, `--gw-space-${step}`).toMatch(new RegExp(`--gw-space-${step}:`));
  });

  it('step through every breakpoint, narrowest first', () => {
    expect(breakpointSteps).toEqual(['initial', ...Object.keys(breakpoints)]);
  });

  it("name a rule in Box's CSS for every background and radius", () => {
    const css = read('Box/Box.module.css');
    for (const value of layoutPropValues.boxBackground) expect(css, value).toContain(`[data-background="${value}"]`);
    for (const value of layoutPropValues.boxRadius) expect(css, value).toContain(`[data-radius="${value}"]`);
  });

  it('are where the layout stories take their options from: none re-lists the space scale, the tags, a side or a breakpoint', () => {
    const dir = path.join(import.meta.dirname, '../../stories/layout');
    const relisting = [/'0',\s*'1',\s*'2'/, /options:\s*\[\s*'(div|span)'/, /options:\s*\[\s*'start',\s*'end'/, /width >= \d/];
    const relisted = readdirSync(dir)
      .filter((file) => file.endsWith('.stories.tsx'))
      .flatMap((file) => relisting.filter((pattern) => pattern.test(readFileSync(path.join(dir, file), 'utf8'))).map((pattern) => `${file}: ${pattern.source}`));
    expect(relisted).toEqual([]);
  });
});
