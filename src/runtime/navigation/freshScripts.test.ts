import { describe, expect, it } from 'vitest';
import { refetchScripts, type RefetchScriptsHost } from './freshScripts';

const host = (names: string[], fetch: RefetchScriptsHost['fetch']): RefetchScriptsHost => ({
  location: { origin: 'https://app.test' },
  performance: { getEntriesByType: () => names.map((name) => ({ name }) as PerformanceEntry) },
  fetch,
});

describe('refetchScripts', () => {
  it("asks once for each same-origin script the page fetched, past the HTTP cache, and reads each to its end", async () => {
    const asked: [string, RequestInit | undefined][] = [];
    let read = 0;
    await refetchScripts({
      host: host(
        ['https://app.test/assets/a-1.js', 'https://app.test/assets/a-1.js', 'https://app.test/assets/b-2.css', 'https://cdn.test/x.js', 'https://app.test/data/index.json', 'https://app.test/m.mjs'],
        async (url, init) => {
          asked.push([String(url), init]);
          return { arrayBuffer: async () => (read++, new ArrayBuffer(0)) } as Response;
        },
      ),
    });
    expect(asked.map(([url]) => url)).toEqual(['https://app.test/assets/a-1.js', 'https://app.test/m.mjs']);
    expect(asked.every(([, init]) => init?.cache === 'reload')).toBe(true);
    expect(read).toBe(2);
  });

  it('a host that never answers holds the caller no longer than the timeout; a failed fetch is no error', async () => {
    const started = Date.now();
    await refetchScripts({ host: host(['https://app.test/a.js', 'https://app.test/b.js'], (url) => (String(url).endsWith('a.js') ? new Promise(() => {}) : Promise.reject(new TypeError('offline')))), timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('no performance timeline: nothing to ask for, no throw', async () => {
    await expect(refetchScripts({ host: { location: { origin: 'https://app.test' } } as RefetchScriptsHost })).resolves.toBeUndefined();
  });
});
