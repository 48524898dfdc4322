import { describe, expect, it, vi } from 'vitest';
import { createReloadGuard, type GuardHost } from './reloadGuard';
import { createLoadRecovery, type NavigationTarget } from './recovery';
import { addressOf, sameOriginUrl } from './safeUrl';
import { isServerOnlyPath } from './serverOnly';

/** A tab: one history entry's state and the window's name, both kept across a "reload" (a new guard). */
const host = (state: unknown = null, name = '', replaceState?: (next: unknown) => void): GuardHost & { entry: { state: unknown } } => {
  const entry = { state };
  replaceState ??= (next: unknown) => void (entry.state = next);
  return {
    entry,
    name,
    history: {
      get state() {
        return entry.state;
      },
      replaceState,
    } as GuardHost['history'],
  };
};

describe('sameOriginUrl', () => {
  const here = 'https://app.test/docs/page?x=1';
  it.each([
    ['/a?b=1#c', 'https://app.test/a?b=1#c'],
    ['next', 'https://app.test/docs/next'],
    ['https://app.test/z', 'https://app.test/z'],
  ])('accepts %s', (target, href) => {
    expect(sameOriginUrl(target, here)?.href).toBe(href);
  });
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.test/',
    '//evil.test/path',
    'http://app.test/',
    'https://app.test:8443/',
    'blob:https://app.test/1',
    'mailto:a@b.c',
    'http://[::1',
  ])('refuses %s', (target) => {
    expect(sameOriginUrl(target, here)).toBeNull();
  });
  it.each([undefined, null, 42, {}, []])('refuses the non-string %s', (target) => {
    expect(sameOriginUrl(target, here)).toBeNull();
  });
  it('keeps path, query and hash', () => {
    expect(addressOf(new URL('https://app.test/a/b?c=1#d'))).toBe('/a/b?c=1#d');
  });
});

describe('isServerOnlyPath', () => {
  it.each(['/api', '/api/', '/api/x', '/api/x/y?z=1', '/api?x', '/api#h'])('%s is server-only', (path) => {
    expect(isServerOnlyPath(path)).toBe(true);
  });
  it.each(['/', '/apis', '/api-docs', '/docs/api', '/x?next=/api/'])('%s is an app path', (path) => {
    expect(isServerOnlyPath(path)).toBe(false);
  });
});

describe('createReloadGuard', () => {
  it('allows one reload per target per 30 s', () => {
    let now = 1_000_000;
    const guard = createReloadGuard({ host: host(), now: () => now });
    expect(guard.claim('/a')).toBe(true);
    expect(guard.claim('/a')).toBe(false);
    expect(guard.claim('/b')).toBe(true);
    now += 29_999;
    expect(guard.claim('/a')).toBe(false);
    now += 1;
    expect(guard.claim('/a')).toBe(true);
  });
  it('remembers across instances in one tab (a reload)', () => {
    const tab = host();
    expect(createReloadGuard({ host: tab, now: () => 5 }).claim('/a?q=1#h')).toBe(true);
    expect(createReloadGuard({ host: tab, now: () => 6 }).claim('/a?q=1#h')).toBe(false);
  });
  it('treats an unreadable record as a recent reload', () => {
    expect(createReloadGuard({ host: host(null, 'gw:reloadgarbage'), now: () => 1000 }).claim('/a')).toBe(false);
  });
  it('treats a record from the future (a clock set back) as a recent reload', () => {
    const tab = host();
    expect(createReloadGuard({ host: tab, now: () => 10 ** 12 }).claim('/a')).toBe(true);
    expect(createReloadGuard({ host: tab, now: () => 1000 }).claim('/a')).toBe(false);
  });
  it('refuses when nothing can keep the record, so no loop is possible', () => {
    const tab = host(null, 'named-by-the-opener', () => {
      throw new Error('denied');
    });
    expect(createReloadGuard({ host: tab }).claim('/a')).toBe(false);
  });
});

describe('createReloadGuard in a window (history state, name)', () => {
  it("keeps the app's own history state beside its record", () => {
    const win = host({ scroll: 12 });
    expect(createReloadGuard({ host: win, now: () => 5 }).claim('/a')).toBe(true);
    const state = win.entry.state as { scroll: number; 'gw:reload': Record<string, number> };
    expect(state.scroll).toBe(12);
    expect(Object.values(state['gw:reload'])).toEqual([5]);
    expect(createReloadGuard({ host: win, now: () => 6 }).claim('/a')).toBe(false);
  });
  it('drops records older than the window when it writes', () => {
    const win = host(null);
    createReloadGuard({ host: win, now: () => 0 }).claim('/old');
    createReloadGuard({ host: win, now: () => 40_000 }).claim('/new');
    expect(Object.values((win.entry.state as Record<string, object>)['gw:reload']!)).toEqual([40_000]);
    expect(win.name).toMatch(/^gw:reload\{"[0-9a-z]+":40000\}$/);
  });
  it('never writes the address itself into the window name', () => {
    const win = host(null);
    createReloadGuard({ host: win, now: () => 0 }).claim('/reset?token=s3cret');
    expect(win.name).not.toContain('s3cret');
  });
  it('counts an unreadable name of its own as a recent reload', () => {
    expect(createReloadGuard({ host: host(null, 'gw:reload{oops'), now: () => 5 }).claim('/a')).toBe(false);
  });
});

describe('createReloadGuard in other browser contexts', () => {
  /** A frame sandboxed without allow-same-origin: replaceState works, the state is gone after a reload. */
  const opaque = (name: string) => ({ ...host(null, name), origin: 'null' });
  it('in an opaque origin, never counts the history entry as memory: a named frame does not reload', () => {
    const frame = opaque('embedder-frame');
    expect(createReloadGuard({ host: frame }).claim('/a')).toBe(false);
    expect(frame.entry.state).toBeNull();
    expect(frame.name).toBe('embedder-frame');
  });
  it('in an opaque origin, an unnamed frame remembers in its name: one reload', () => {
    const frame = opaque('');
    expect(createReloadGuard({ host: frame, now: () => 5 }).claim('/a')).toBe(true);
    expect(frame.entry.state).toBeNull();
    // The reload: the state is dropped (it was never written), the name stays.
    expect(createReloadGuard({ host: frame, now: () => 6 }).claim('/a')).toBe(false);
  });
  it('in a prerendered document, claims nothing and writes nothing', () => {
    const page = { ...host(null, ''), document: { prerendering: true } };
    expect(createReloadGuard({ host: page }).claim('/a')).toBe(false);
    expect(page.entry.state).toBeNull();
    expect(page.name).toBe('');
  });
});

describe('createLoadRecovery', () => {
  const fakeLocation = (href: string): NavigationTarget & { calls: string[] } => {
    const calls: string[] = [];
    return {
      href,
      calls,
      assign: (url) => void calls.push(`assign ${url}`),
      replace: (url) => void calls.push(`replace ${url}`),
      reload: () => void calls.push('reload'),
    };
  };

  it('reloads once, then gives up for the same address', () => {
    const tab = host();
    const location = fakeLocation('https://app.test/a?x=1#h');
    expect(createLoadRecovery({ location, guard: createReloadGuard({ host: tab }) }).reloadTo()).toBe('reloading');
    // The page reloaded: a fresh runtime in the same tab.
    expect(createLoadRecovery({ location, guard: createReloadGuard({ host: tab }) }).reloadTo()).toBe('gave-up');
    expect(location.calls).toEqual(['reload']);
  });
  it('gives up while offline, without spending the guard', () => {
    const tab = host();
    const location = fakeLocation('https://app.test/a');
    expect(createLoadRecovery({ location, online: () => false, guard: createReloadGuard({ host: tab }) }).reloadTo()).toBe('gave-up');
    expect(location.calls).toEqual([]);
    expect(createLoadRecovery({ location, online: () => true, guard: createReloadGuard({ host: tab }) }).reloadTo()).toBe('reloading');
  });
  it('answers "reloading" to a second failure while the first reload is under way', () => {
    const location = fakeLocation('https://app.test/');
    const recovery = createLoadRecovery({ location, guard: createReloadGuard({ host: host() }) });
    expect(recovery.reloadTo()).toBe('reloading');
    expect(recovery.reloadTo()).toBe('reloading');
    expect(location.calls).toEqual(['reload']);
  });
  it('is not reloading any more once restored from the back/forward cache: the next failure gives up', () => {
    const tab = host();
    const events = new EventTarget();
    const location = fakeLocation('https://app.test/a');
    const recovery = createLoadRecovery({ location, events, guard: createReloadGuard({ host: tab }) });
    expect(recovery.reloadTo()).toBe('reloading');
    events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(recovery.reloadTo()).toBe('reloading');
    // Left before the reload happened, then restored: the same document, its guard already spent.
    events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(recovery.reloadTo()).toBe('gave-up');
    expect(location.calls).toEqual(['reload']);
  });
  describe('while the page is being left (Firefox and WebKit abort its imports after beforeunload)', () => {
    const leavingTab = (href = 'https://app.test/a') => {
      const tab = host();
      const events = new EventTarget();
      const location = fakeLocation(href);
      const recovery = createLoadRecovery({ location, events, guard: createReloadGuard({ host: tab }) });
      events.dispatchEvent(new Event('beforeunload'));
      return { tab, events, location, recovery };
    };
    it('a failure after beforeunload does not reload: the navigation goes on', () => {
      const { events, location, recovery } = leavingTab();
      expect(recovery.reloadTo()).toBe('reloading');
      expect(recovery.reloadTo()).toBe('reloading');
      events.dispatchEvent(new Event('pagehide'));
      expect(location.calls).toEqual([]);
    });
    it.each(['pointerdown', 'keydown', 'popstate'])('the page stayed (a download, a cancelled navigation): the reload goes at the next %s, once', (type) => {
      const { events, location, recovery } = leavingTab();
      expect(recovery.reloadTo('/b')).toBe('reloading');
      events.dispatchEvent(new Event(type));
      events.dispatchEvent(new Event(type));
      expect(location.calls).toEqual(['assign https://app.test/b']);
    });
    it('restored from the back/forward cache with a failure it had while leaving: the reload goes then', () => {
      const { events, location, recovery } = leavingTab();
      expect(recovery.reloadTo()).toBe('reloading');
      events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      expect(location.calls).toEqual(['reload']);
    });
    it('a failure after the page showed it stayed reloads at once', () => {
      const { events, location, recovery } = leavingTab();
      events.dispatchEvent(new Event('pointerdown'));
      expect(recovery.reloadTo()).toBe('reloading');
      expect(location.calls).toEqual(['reload']);
    });
    it('the guard still decides at the failure: a second page of the same tab gives up', () => {
      const { tab, location, recovery } = leavingTab();
      expect(recovery.reloadTo()).toBe('reloading');
      expect(createLoadRecovery({ location, events: new EventTarget(), guard: createReloadGuard({ host: tab }) }).reloadTo()).toBe('gave-up');
    });
  });
  it('assigns another same-origin target', () => {
    const location = fakeLocation('https://app.test/');
    createLoadRecovery({ location, guard: createReloadGuard({ host: host() }) }).reloadTo('/b?c#d');
    expect(location.calls).toEqual(['assign https://app.test/b?c#d']);
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', 'https://evil.test/'])('refuses %s', (target) => {
    const location = fakeLocation('https://app.test/');
    const onRefused = vi.fn();
    const recovery = createLoadRecovery({ location, onRefused, guard: createReloadGuard({ host: host() }) });
    expect(recovery.reloadTo(target)).toBe('refused');
    expect(recovery.navigate(target)).toBe(false);
    expect(location.calls).toEqual([]);
    expect(onRefused).toHaveBeenCalledTimes(2);
  });
  it('navigates (with replace) to a same-origin address without the guard', () => {
    const location = fakeLocation('https://app.test/');
    const recovery = createLoadRecovery({ location, guard: createReloadGuard({ host: host() }) });
    expect(recovery.navigate('/api/x', { replace: true })).toBe(true);
    expect(recovery.navigate('/api/x')).toBe(true);
    expect(location.calls).toEqual(['replace https://app.test/api/x', 'assign https://app.test/api/x']);
  });
});
