import { describe, expect, it } from 'vitest';
import { planChanged } from './plan.mjs';

describe('planChanged', () => {
  it('runs the whole gate when configuration, the lockfile, patches or the tools change', () => {
    for (const file of ['package-lock.json', 'package.json', 'patches/storybook+10.6.7.patch', 'tools/visual/compare/png.mjs', 'vite.config.ts', '.storybook/preview.tsx', 'scripts/test.mjs', 'playwright.storybook.config.ts']) {
      expect(planChanged(['src/layout/Stack/Stack.module.css', file]).wholeGate, file).toMatch(new RegExp(`^${file.replace(/[.+]/g, '\\$&')}: `));
    }
  });

  it("one primitive's CSS: stories, unit and browser tests, size, typecheck and lint; not the app, the consumers or the API report", () => {
    const plan = planChanged(['src/layout/Cluster/Cluster.module.css']);
    expect(plan.wholeGate).toBeUndefined();
    expect(Object.keys(plan.run)).toEqual(expect.arrayContaining(['typecheck', 'lint', 'stories', 'size budget']));
    expect(Object.keys(plan.skip)).toEqual(expect.arrayContaining(['app', 'engines: app and host', 'consumer matrix', 'API report and release check', 'storybook UI e2e', 'workflows']));
    expect(plan.styles).toEqual(['src/layout/Cluster/Cluster.module.css']);
    expect(plan.lint).toEqual([]);
  });

  it('the reload guard: the app and its hosts in every engine, and the API report', () => {
    const plan = planChanged(['src/runtime/navigation/reloadGuard.ts']);
    expect(Object.keys(plan.run)).toEqual(expect.arrayContaining(['app', 'engines: app and host', 'API report and release check']));
    expect(plan.skip['engines: overlay']).toBeDefined();
    expect(plan.lint).toEqual(['src/runtime/navigation/reloadGuard.ts']);
  });

  it("the engines' own harness runs every story in both engines; a story's change, only the stories it selects", () => {
    expect(planChanged(['e2e/engines/servers.ts']).run['engines: every story']).toBe('e2e/engines/servers.ts');
    expect(planChanged(['src/layout/Stack/Stack.module.css']).skip['engines: every story']).toBeDefined();
  });

  it("what an error page says runs the app's spoken records alone; an app record itself, the app", () => {
    expect(planChanged(['src/errors/ErrorPage/ErrorPage.tsx']).run['app: spoken records']).toBe('src/errors/ErrorPage/ErrorPage.tsx');
    expect(planChanged(['src/errors/ErrorPage/ErrorPage.module.css']).skip['app: spoken records']).toBeDefined();
    expect(planChanged(['src/layout/Stack/Stack.tsx']).skip['app: spoken records']).toBeDefined();
    const record = planChanged(['e2e/__spoken__/app--page-home.spoken-ltr.txt']);
    expect(record.run.app).toBe('e2e/__spoken__/app--page-home.spoken-ltr.txt');
    // The app's whole e2e holds its spoken records: not run twice.
    expect(record.run['app: spoken records']).toBeUndefined();
    expect(record.skip['app: spoken records']).toBeUndefined();
  });

  it("an entry or the package README runs the consumer matrix; a workflow, actionlint; docs alone only typecheck and lint", () => {
    expect(planChanged(['src/layout/Stack/index.ts']).run['consumer matrix']).toBe('src/layout/Stack/index.ts');
    expect(planChanged(['docs/package-readme.md']).run['consumer matrix']).toBe('docs/package-readme.md');
    expect(planChanged(['.github/workflows/ci.yml']).run.workflows).toBe('.github/workflows/ci.yml');
    const docs = planChanged(['docs/engines.md']);
    expect(Object.keys(docs.skip)).toEqual(expect.arrayContaining(['app', 'consumer matrix', 'size budget', 'workflows']));
  });
});
