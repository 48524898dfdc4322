import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageDataLoader, retryAfterMs } from './loader';
import { dataStatusOutcome } from './status';

describe('dataStatusOutcome', () => {
  it.each([200, 204, 299])('%i → the page', (status) => expect(dataStatusOutcome(status)).toEqual({ kind: 'ok' }));
  it('404 → not found', () => expect(dataStatusOutcome(404)).toEqual({ kind: 'not-found' }));
  it.each([400, 405, 500, 503, 418, 301, 0, Number.NaN, 1.5])('%s → the status page with that code', (status) => {
    expect(dataStatusOutcome(status)).toEqual({ kind: 'status', status });
  });
});

/** A scripted server: each call takes the next answer. Not a fetch mock of the app: a unit seam. */
function server(...answers: (Response | Error | 'hang')[]) {
  const calls: { method: string; url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url: String(url), init });
    const answer = answers.shift() ?? new Error('no more answers');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, etag = '"1"') => new Response(JSON.stringify(body), { status: 200, headers: { ETag: etag } });
const head = (etag: string) => new Response(null, { status: 200, headers: { ETag: etag } });

async function settled(loader: ReturnType<typeof createPageDataLoader>, url: string) {
  await vi.waitFor(() => expect(loader.snapshot(url).state).not.toBe('loading'));
  return loader.snapshot(url);
}

describe('retryAfterMs', () => {
  const now = Date.parse('Wed, 25 Nov 2026 17:00:00 GMT');
  it.each([
    ['3', 3000],
    [' 0 ', 0],
    ['Wed, 25 Nov 2026 17:00:04 GMT', 4000],
    ['Wed, 25 Nov 2026 16:59:00 GMT', 0],
  ])('%j → %i ms', (header, ms) => expect(retryAfterMs(header, now)).toBe(ms));
  it.each([null, '', '-1', '1.5', 'soon'])('%j → none', (header) => expect(retryAfterMs(header, now)).toBeUndefined());
});

describe('createPageDataLoader', () => {
  const url = '/data/index.json';
  const quiet = () => {};

  describe('seed (data that came with a prerendered page)', () => {
    it('is ready at once, and the visit that hydrates it asks nothing', async () => {
      const { fetch, calls } = server();
      const loader = createPageDataLoader({ fetch });
      loader.seed({ [url]: { v: 1 } });
      expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { v: 1 } });
      await loader.visit(url);
      expect(calls).toEqual([]);
    });

    it('its first revalidation is a GET (its validators are unknown), then HEAD as usual', async () => {
      const { fetch, calls } = server(json({ v: 1 }, '"1"'), head('"1"'), head('"2"'), json({ v: 2 }, '"2"'));
      const loader = createPageDataLoader({ fetch });
      loader.seed({ [url]: { v: 1 } });
      await loader.visit(url);
      await loader.visit(url);
      const fetched = loader.snapshot(url);
      expect(fetched).toEqual({ state: 'ready', data: { v: 1 } });
      await loader.visit(url);
      expect(loader.snapshot(url)).toBe(fetched);
      await loader.visit(url);
      expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { v: 2 } });
      expect(calls.map((c) => c.method)).toEqual(['GET', 'HEAD', 'HEAD', 'GET']);
    });

    it('a deploy between the page and its first revisit: the new data replaces the seeded data, never adopted as it is', async () => {
      const { fetch, calls } = server(json({ v: 2 }, '"B"'), head('"B"'));
      const loader = createPageDataLoader({ fetch });
      loader.seed({ [url]: { v: 1 } });
      await loader.visit(url);
      await loader.visit(url);
      expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { v: 2 } });
      await loader.visit(url);
      expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { v: 2 } });
      expect(calls.map((c) => c.method)).toEqual(['GET', 'HEAD']);
    });

    it('after invalidate, GETs like any page', async () => {
      const { fetch, calls } = server(json({ v: 3 }));
      const loader = createPageDataLoader({ fetch });
      loader.seed({ [url]: { v: 1 } });
      loader.invalidate(url);
      await loader.visit(url);
      expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { v: 3 } });
      expect(calls.map((c) => c.method)).toEqual(['GET']);
    });
  });

  it('GETs JSON with same-origin credentials and a JSON accept header', async () => {
    const { fetch, calls } = server(json({ a: 1 }));
    const loader = createPageDataLoader({ fetch });
    loader.visit(url);
    expect(await settled(loader, url)).toEqual({ state: 'ready', data: { a: 1 } });
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(new Headers(calls[0]!.init.headers).get('Accept')).toBe('application/json');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('revisits with HEAD only, and GETs again only when the ETag changed', async () => {
    const { fetch, calls } = server(json({ v: 1 }, '"1"'), head('"1"'), head('"2"'), json({ v: 2 }, '"2"'));
    const loader = createPageDataLoader({ fetch });
    await loader.visit(url);
    const first = loader.snapshot(url);
    await loader.visit(url);
    expect(loader.snapshot(url)).toBe(first);
    await loader.visit(url);
    expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { v: 2 } });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'HEAD', 'HEAD', 'GET']);
  });

  it('compares Last-Modified when there is no ETag', async () => {
    const lm = (date: string, body?: unknown) =>
      new Response(body === undefined ? null : JSON.stringify(body), { headers: { 'Last-Modified': date } });
    const { fetch, calls } = server(lm('Mon, 01 Jan 2024 00:00:00 GMT', 1), lm('Mon, 01 Jan 2024 00:00:00 GMT'), lm('Tue, 02 Jan 2024 00:00:00 GMT'), lm('x', 2));
    const loader = createPageDataLoader({ fetch });
    await loader.visit(url);
    await loader.visit(url);
    expect(loader.snapshot(url)).toEqual({ state: 'ready', data: 1 });
    await loader.visit(url);
    expect(loader.snapshot(url)).toEqual({ state: 'ready', data: 2 });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'HEAD', 'HEAD', 'GET']);
  });

  it('keeps the good page and warns once when HEAD fails', async () => {
    const onRevalidateError = vi.fn();
    const { fetch, calls } = server(json({ ok: true }), new TypeError('offline'), new Response(null, { status: 500 }));
    const loader = createPageDataLoader({ fetch, onRevalidateError });
    await loader.visit(url);
    const good = loader.snapshot(url);
    await loader.visit(url);
    await loader.visit(url);
    expect(calls).toHaveLength(3);
    expect(onRevalidateError).toHaveBeenCalledTimes(1);
    expect(loader.snapshot(url)).toBe(good);
  });

  it('keeps the good page when the GET after a change brings data the page refuses (stale while error), and warns once', async () => {
    const onRevalidateError = vi.fn();
    const { fetch, calls } = server(json({ v: 1 }, '"1"'), head('"2"'), json([], '"2"'), head('"3"'), json([], '"3"'));
    const loader = createPageDataLoader({ fetch, onRevalidateError });
    const validate = (data: unknown) => {
      if (Array.isArray(data)) throw new TypeError('not the page');
    };
    await loader.visit(url, { validate });
    const good = loader.snapshot(url);
    await loader.visit(url, { validate });
    await loader.visit(url, { validate });
    expect(loader.snapshot(url)).toBe(good);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'HEAD', 'GET', 'HEAD', 'GET']);
    expect(onRevalidateError).toHaveBeenCalledTimes(1);
  });

  it('keeps the good page when the GET after a change fails', async () => {
    const { fetch } = server(json({ v: 1 }, '"1"'), head('"2"'), new Response('{broken', { headers: { ETag: '"2"' } }));
    const loader = createPageDataLoader({ fetch, onRevalidateError: quiet });
    await loader.visit(url);
    const good = loader.snapshot(url);
    await loader.visit(url);
    expect(loader.snapshot(url)).toBe(good);
  });

  it.each([
    [404, { state: 'not-found' }],
    [405, { state: 'status', status: 405 }],
    [400, { state: 'status', status: 400 }],
    [500, { state: 'status', status: 500 }],
    [503, { state: 'status', status: 503 }],
  ])('maps a %i answer', async (status, expected) => {
    const { fetch } = server(new Response('{}', { status }));
    const loader = createPageDataLoader({ fetch });
    loader.visit(url);
    expect(await settled(loader, url)).toEqual(expected);
  });

  it('reports invalid JSON and network errors as load failures', async () => {
    const { fetch } = server(new Response('<html>'), new TypeError('Failed to fetch'));
    const loader = createPageDataLoader({ fetch });
    loader.visit('/a.json');
    loader.visit('/b.json');
    expect(await settled(loader, '/a.json')).toEqual({ state: 'failed', reason: 'invalid-json' });
    expect(await settled(loader, '/b.json')).toEqual({ state: 'failed', reason: 'network' });
  });

  describe('with a clock', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());
    const unavailable = (status: number, retryAfter: string) => new Response('', { status, headers: { 'Retry-After': retryAfter } });

    it('a 503 with a short Retry-After: its page, then one GET by itself after that wait', async () => {
      const { fetch, calls } = server(unavailable(503, '2'), json({ v: 1 }));
      const loader = createPageDataLoader({ fetch });
      loader.visit(url);
      await vi.advanceTimersByTimeAsync(0);
      expect(loader.snapshot(url)).toEqual({ state: 'status', status: 503, retryAfterMs: 2000 });
      await vi.advanceTimersByTimeAsync(1999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { v: 1 } });
      expect(calls).toHaveLength(2);
    });

    it('still unavailable after that one retry: never another by itself (no loop); Try again (invalidate) asks again', async () => {
      const { fetch, calls } = server(...Array.from({ length: 6 }, () => unavailable(503, '1')));
      const loader = createPageDataLoader({ fetch });
      const visits = [loader.visit(url), loader.visit(url)];
      await vi.advanceTimersByTimeAsync(600_000);
      await Promise.all(visits);
      expect(calls).toHaveLength(2);
      loader.invalidate(url);
      loader.visit(url);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(calls).toHaveLength(4);
    });

    it('a 429 whose wait is long, or any other status with a Retry-After: no retry by itself', async () => {
      const { fetch, calls } = server(unavailable(429, '120'), unavailable(500, '1'));
      const loader = createPageDataLoader({ fetch });
      loader.visit('/a.json');
      loader.visit('/b.json');
      await vi.advanceTimersByTimeAsync(600_000);
      expect(loader.snapshot('/a.json')).toEqual({ state: 'status', status: 429, retryAfterMs: 120_000 });
      expect(loader.snapshot('/b.json')).toEqual({ state: 'status', status: 500 });
      expect(calls).toHaveLength(2);
    });

    it('times out through an AbortSignal', async () => {
      const { fetch, calls } = server('hang');
      const loader = createPageDataLoader({ fetch, timeoutMs: 5000 });
      loader.visit(url);
      await vi.advanceTimersByTimeAsync(4999);
      expect(loader.snapshot(url).state).toBe('loading');
      await vi.advanceTimersByTimeAsync(1);
      expect(loader.snapshot(url)).toEqual({ state: 'failed', reason: 'timeout' });
      expect(calls[0]!.init.signal?.aborted).toBe(true);
    });

    it('a revisit after a timeout shows the pending view until its new GET settles, not the old failure', async () => {
      const { fetch, calls } = server('hang', 'hang');
      const loader = createPageDataLoader({ fetch, timeoutMs: 8000 });
      loader.visit(url);
      await vi.advanceTimersByTimeAsync(8000);
      expect(loader.snapshot(url)).toEqual({ state: 'failed', reason: 'timeout' });
      loader.visit(url);
      expect(loader.snapshot(url).state).toBe('loading');
      await vi.advanceTimersByTimeAsync(7999);
      expect(loader.snapshot(url).state).toBe('loading');
      await vi.advanceTimersByTimeAsync(1);
      expect(loader.snapshot(url)).toEqual({ state: 'failed', reason: 'timeout' });
      expect(calls).toHaveLength(2);
    });
  });

  it('prefetch GETs once; the visit that shows it checks nothing; the next visit revalidates', async () => {
    const { fetch, calls } = server(json({ v: 1 }), head('"1"'));
    const loader = createPageDataLoader({ fetch });
    loader.prefetch(url);
    loader.prefetch(url);
    expect(await settled(loader, url)).toEqual({ state: 'ready', data: { v: 1 } });
    await loader.visit(url);
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    await loader.visit(url);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'HEAD']);
  });

  it('a visit joins a prefetch still in flight, and a prefetch of cached data does nothing', async () => {
    const { fetch, calls } = server(json({ v: 1 }), head('"1"'));
    const loader = createPageDataLoader({ fetch });
    loader.prefetch(url);
    await loader.visit(url);
    expect(loader.snapshot(url)).toEqual({ state: 'ready', data: { v: 1 } });
    loader.prefetch(url);
    await loader.visit(url);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'HEAD']);
  });

  it('a prefetch that failed is shown as it is, not fetched again', async () => {
    const { fetch, calls } = server(new Response('{}', { status: 405 }));
    const loader = createPageDataLoader({ fetch });
    loader.prefetch(url);
    expect(await settled(loader, url)).toEqual({ state: 'status', status: 405 });
    await loader.visit(url);
    expect(calls).toHaveLength(1);
  });

  it('does not start a second request while one is in flight, and GETs again after invalidate', async () => {
    const { fetch, calls } = server(json(1), json(2));
    const loader = createPageDataLoader({ fetch });
    const first = loader.visit(url);
    expect(loader.visit(url)).toBe(first);
    await first;
    expect(calls).toHaveLength(1);
    const listener = vi.fn();
    loader.subscribe(url, listener);
    loader.invalidate();
    expect(listener).toHaveBeenCalled();
    expect(loader.snapshot(url).state).toBe('loading');
    await loader.visit(url);
    expect(loader.snapshot(url)).toEqual({ state: 'ready', data: 2 });
  });
});
