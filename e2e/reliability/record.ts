// The reliability tests' fixture: counts top-level document requests from outside the page
// (`page.on('request')`), collects page errors (each test expects none), and writes one row per
// test to reports/reliability/, which scripts/reliability/run.mjs renders into docs/reliability.md. Rows are written for failing tests too: that is the evidence of a loop.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, recordDocuments, test as base } from '../support/fixtures';

/** One tried condition, as docs/reliability.md shows it. */
export interface ReliabilityRow {
  group: string;
  condition: string;
  /** Documents before any click of a person's (all of them when the test has none). */
  documents: number;
  /** Documents after a person clicked Reload, when the test does. */
  afterPersonReload?: number;
  /** Requests for the page's data (any method), when the test counts them. */
  dataRequests?: number;
  pageErrors: number;
  outcome: 'passed' | 'failed';
  /** Where the test is declared (spec file, then line): the table's order. */
  file: string;
  line: number;
}

const folder = path.join(import.meta.dirname, '../../reports/reliability');

/** One file per test: the tests run in several workers, and the table keeps the spec's order (`line`). */
function write(row: ReliabilityRow, id: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${id}.json`), `${JSON.stringify(row)}\n`);
}

export const test = base.extend<{ documents: string[]; pageErrors: string[] }>({
  documents: async ({ page }, provide) => {
    await provide(recordDocuments(page));
  },
  pageErrors: [
    async ({ page, documents }, provide, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => void errors.push(error.message));
      await provide(errors);
      const [group = '', condition = testInfo.title] = testInfo.titlePath.slice(-2);
      const automatic = testInfo.annotations.find((a) => a.type === automaticDocuments)?.description;
      const counted = appFrameDocuments.get(testInfo.testId) ?? documents;
      write({
        group,
        condition,
        documents: automatic === undefined ? counted.length : Number(automatic),
        ...(automatic === undefined ? {} : { afterPersonReload: counted.length }),
        ...(dataRequests.has(testInfo.testId) ? { dataRequests: dataRequests.get(testInfo.testId)!.length } : {}),
        pageErrors: errors.length,
        outcome: testInfo.status === testInfo.expectedStatus ? 'passed' : 'failed',
        file: path.basename(testInfo.file),
        line: testInfo.line,
      }, testInfo.testId);
      expect(errors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const automaticDocuments = 'automatic documents';

/** The app's documents when it runs in a frame (the table counts the app's, not the embedder's). */
const appFrameDocuments = new Map<string, string[]>();

/**
 * Documents requested by the page's child frames (the app embedded by another origin), as paths;
 * the table's document count for this test.
 */
export function recordFrameDocuments(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() !== page.mainFrame()) seen.push(new URL(request.url()).pathname);
  });
  appFrameDocuments.set(test.info().testId, seen);
  return seen;
}

/** Each test's page-data requests, read when its row is written. */
const dataRequests = new Map<string, string[]>();

/** The table's page-data request count for this test: these requests, as many as there are by its end. */
export function countDataRequests(requests: string[]): void {
  dataRequests.set(test.info().testId, requests);
}

/** A person acts (`act`: a click, Back, Forward): the documents so far are the automatic ones, kept for the table. */
export async function personActs(act: () => Promise<unknown>, documents: string[]): Promise<void> {
  test.info().annotations.push({ type: automaticDocuments, description: String(documents.length) });
  await act();
}

/** A person clicks Reload (or a link): `personActs` with that click. */
export const personClicks = (reload: Locator, documents: string[]): Promise<void> => personActs(() => reload.click(), documents);
