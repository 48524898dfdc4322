// @vitest-environment node
// The API report's changes, classified: the cases a release must not ship under a lower bump.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyReportChanges, compareTypes, parseReport, requiredBump } from './api-diff.mjs';

/** A report as API Extractor writes one, around the given declarations. */
const report = (...declarations: string[]) =>
  ['## API Report File for "@groundwork/ui"', '', '```ts', '', "import { ReactNode } from 'react';", '', ...declarations.flatMap((d) => [d, '']), '// (No @packageDocumentation comment for this package)', '', '```', ''].join('\n');

const statusPageProps = (status: string, extra = '') => `// @public (undocumented)
export interface StatusPageProps extends ErrorPageCommonProps {
    // (undocumented)
    status: ${status};${extra}
}`;

const levelsOf = (before: string, after: string) => classifyReportChanges(before, after).map(({ level }) => level);

describe('classifyReportChanges', () => {
  it("calls StatusPage's `status: unknown` → `status: number` a narrowed prop: major", () => {
    const changes = classifyReportChanges(report(statusPageProps('unknown')), report(statusPageProps('number')));
    expect(changes).toEqual([{ level: 'major', what: 'StatusPageProps.status narrowed: `unknown` → `number`' }]);
    expect(requiredBump(changes)).toBe('major');
  });

  it('calls a required prop added major, an optional one minor', () => {
    const before = report(statusPageProps('number'));
    expect(classifyReportChanges(before, report(statusPageProps('number', '\n    retryAfter: number;')))).toEqual([{ level: 'major', what: 'StatusPageProps.retryAfter added, required' }]);
    expect(classifyReportChanges(before, report(statusPageProps('number', '\n    retryAfter?: number;')))).toEqual([{ level: 'minor', what: 'StatusPageProps.retryAfter added (optional)' }]);
  });

  it('calls a removed prop, a prop made required and a removed export major', () => {
    const before = report(statusPageProps('number', '\n    title?: string;'), '// @public\nexport function notFoundTitle(locale?: string): string;');
    expect(levelsOf(before, report(statusPageProps('number')))).toEqual(['major', 'major']);
    expect(classifyReportChanges(before, report(statusPageProps('number', '\n    title: string;'), '// @public\nexport function notFoundTitle(locale?: string): string;'))).toEqual([
      { level: 'major', what: 'StatusPageProps.title became required' },
    ]);
  });

  it('calls a widened prop or parameter minor, a widened return type major', () => {
    const fn = (param: string, result: string) => `// @public\nexport function negotiateLocale(requested: ${param}): ${result};`;
    expect(levelsOf(report(statusPageProps('404 | 500')), report(statusPageProps('404 | 500 | 503')))).toEqual(['minor']);
    expect(levelsOf(report(fn("'en' | 'de'", 'string')), report(fn('string', 'string')))).toEqual(['minor']);
    expect(classifyReportChanges(report(fn('string', 'string')), report(fn('string', 'string | undefined')))).toEqual([
      { level: 'major', what: 'negotiateLocale(): return type widened: `string` → `string | undefined`' },
    ]);
    expect(levelsOf(report(fn('string', 'string | undefined')), report(fn('string', 'string')))).toEqual(['minor']);
    expect(levelsOf(report(fn('string', 'string')), report(fn('number', 'string')))).toEqual(['major']);
  });

  it('calls parameters added required major, optional minor, and removed major', () => {
    const fn = (params: string) => `// @public\nexport function reload(${params}): void;`;
    expect(levelsOf(report(fn('a: string')), report(fn('a: string, b: number')))).toEqual(['major']);
    expect(levelsOf(report(fn('a: string')), report(fn('a: string, b?: number')))).toEqual(['minor']);
    expect(levelsOf(report(fn('a: string, b?: number')), report(fn('a: string')))).toEqual(['major']);
  });

  it('calls an added export minor and a reflowed or re-documented declaration nothing', () => {
    const one = '// @public\nexport type Side = \'start\' | \'end\';';
    expect(classifyReportChanges(report(one), report(one, '// @public\nexport const gap = "4";'))).toEqual([{ level: 'minor', what: 'gap added' }]);
    expect(classifyReportChanges(report(one), report("// @public (undocumented)\nexport type Side =\n/** The start. */\n'start'\n| 'end';"))).toEqual([]);
  });

  it('counts what it cannot prove either way as breaking, and says so', () => {
    const before = report('// @public\nexport type PolymorphicProps<T extends HtmlTag, Own> = Own & {\n    ref?: Ref<HTMLElement>;\n};');
    const after = report('// @public\nexport type PolymorphicProps<T extends HtmlTag, Own> = Own & {\n    ref?: Ref<HTMLElementTagNameMap[T]>;\n};');
    const [changed] = classifyReportChanges(before, after);
    expect(changed?.level).toBe('major');
    expect(changed?.what).toMatch(/neither wider nor narrower .*counted as breaking/);
    expect(levelsOf(report(statusPageProps('string')), report(statusPageProps('number')))).toEqual(['major']);
    const head = (extendsClause: string) => `// @public\nexport interface P extends ${extendsClause} {\n    a?: string;\n}`;
    expect(levelsOf(report(head('A')), report(head('B')))).toEqual(['major']);
  });

  it('reads every declaration of the committed reports, and finds no change between a report and itself', () => {
    for (const file of ['etc/groundwork-ui.api.md', 'etc/groundwork-ui-hydration-overlay.api.md']) {
      const text = readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');
      const declarations = [...parseReport(text).values()].flat();
      expect(declarations.length, file).toBe(text.match(/^\/\/ @(public|beta|alpha|internal)/gm)?.length);
      expect(classifyReportChanges(text, text), file).toEqual([]);
    }
  });
});

describe('compareTypes', () => {
  it.each([
    ['unknown', 'number', 'narrower'],
    ['number', 'unknown', 'wider'],
    ["'a' | 'b'", "'a'", 'narrower'],
    ["'a'", 'string', 'wider'],
    ['boolean', 'true', 'narrower'],
    ['1 | 2', 'number', 'wider'],
    ['string | undefined', 'string', 'narrower'],
    ['string', 'number', 'unknown'],
    ['Record<string, X>', 'Record<string,  X>', 'same'],
    ['(a: string) => void', '(a: string | number) => void', 'unknown'],
    ['{ title: string; }', '{ title: string; serverTitle?: string; }', 'wider'],
    ['{ title: string; }', '{ title: string; serverTitle: string; }', 'unknown'],
    ['{ title: string; hint: string; }', '{ title: string; }', 'unknown'],
  ])('%s → %s: %s', (before, after, relation) => {
    expect(compareTypes(before, after)).toBe(relation);
  });
});
