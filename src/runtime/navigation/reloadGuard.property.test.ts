// Property tests of the reload guard: a simulated browser window (history entries, window.name,
// sessionStorage in four behaviours, an origin that is opaque or not) runs any sequence of load failures, time passing, client
// navigations and clicks on Reload. Each page load builds a fresh guard, as the app does; a granted
// claim is an automatic reload. The promise: at most one automatic reload per address per window.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReloadGuard } from './reloadGuard';

type SessionBehaviour = 'working' | 'throws on access' | 'setItem throws' | 'amnesic';
type HistoryBehaviour = 'working' | 'replaceState throws' | 'app state is a string';
type NameBehaviour = 'free' | 'foreign';
/** `opaque`: a frame sandboxed without allow-same-origin, where a reload drops the history state. */
type OriginBehaviour = 'tuple' | 'opaque';

interface Conditions {
  session: SessionBehaviour;
  history: HistoryBehaviour;
  name: NameBehaviour;
  origin: OriginBehaviour;
}

type Step =
  | { kind: 'failure' }
  | { kind: 'wait'; ms: number }
  | { kind: 'client navigation'; address: string }
  | { kind: 'back' }
  | { kind: 'person reloads' };

const windowMs = 30_000;
const foreignName = 'named-by-the-embedder';

const denied = () => new DOMException('denied', 'SecurityError');

/** `window.history` of a simulated window: the state of its current entry. */
class SimulatedHistory implements Pick<History, 'state' | 'replaceState'> {
  constructor(private readonly win: SimulatedWindow) {}

  get state(): unknown {
    return this.win.entries[this.win.index]!.state;
  }

  replaceState(state: unknown) {
    if (this.win.conditions.history === 'replaceState throws') throw denied();
    this.win.entries[this.win.index]!.state = structuredClone(state);
  }
}

/** One browser window: what survives a reload (history entries, name, working storage) and what does not. */
class SimulatedWindow {
  entries: { address: string; state: unknown }[];
  index = 0;
  name: string;
  private stored = new Map<string, string>();

  constructor(
    readonly conditions: Conditions,
    address: string,
  ) {
    this.entries = [{ address, state: this.appState() }];
    this.name = conditions.name === 'foreign' ? foreignName : '';
  }

  /** What the app itself puts in a new history entry's state. */
  private appState(): unknown {
    return this.conditions.history === 'app state is a string' ? 'app' : null;
  }

  get address() {
    return this.entries[this.index]!.address;
  }

  get sessionStorage(): Pick<Storage, 'getItem' | 'setItem'> {
    const { session } = this.conditions;
    if (session === 'throws on access') throw denied();
    return {
      getItem: (key) => this.stored.get(key) ?? null,
      setItem: (key, value) => {
        if (session === 'setItem throws') throw new DOMException('quota', 'QuotaExceededError');
        this.stored.set(key, String(value));
      },
    };
  }

  /** One object for the window's life, like `window.history`: it reads the current entry. */
  readonly history = new SimulatedHistory(this);

  /** A new document in this window: amnesic storage forgets, an opaque origin loses the entry's state, everything else stays. */
  load() {
    if (this.conditions.session === 'amnesic') this.stored.clear();
    if (this.conditions.origin === 'opaque') this.entries[this.index]!.state = this.appState();
  }

  push(address: string) {
    this.entries = [...this.entries.slice(0, this.index + 1), { address, state: this.appState() }];
    this.index += 1;
  }
}

/** Runs the steps; returns the automatic reloads as [address, time, user actions so far]. */
function run(conditions: Conditions, steps: Step[]) {
  const win = new SimulatedWindow(conditions, '/');
  let time = 1_700_000_000_000;
  let userActions = 0;
  const reloads: { address: string; at: number; epoch: number }[] = [];
  vi.stubGlobal('sessionStorage', undefined);
  Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: () => win.sessionStorage });
  vi.stubGlobal('history', undefined);
  Object.defineProperty(globalThis, 'history', { configurable: true, get: () => win.history });
  vi.stubGlobal('origin', conditions.origin === 'opaque' ? 'null' : 'https://app.test');
  vi.stubGlobal('name', undefined);
  Object.defineProperty(globalThis, 'name', { configurable: true, get: () => win.name, set: (value: string) => void (win.name = String(value)) });
  const newPage = () => {
    win.load();
    return createReloadGuard({ now: () => time, windowMs });
  };
  let guard = newPage();
  for (const step of steps) {
    switch (step.kind) {
      case 'failure':
        if (guard.claim(win.address)) {
          reloads.push({ address: win.address, at: time, epoch: userActions });
          guard = newPage();
        }
        break;
      case 'wait':
        time += step.ms;
        break;
      case 'client navigation':
        userActions += 1;
        win.push(step.address);
        break;
      case 'back':
        userActions += 1;
        win.index = Math.max(0, win.index - 1);
        break;
      case 'person reloads':
        userActions += 1;
        guard = newPage();
        break;
    }
  }
  return { reloads, win };
}

const conditions = fc.record<Conditions>({
  session: fc.constantFrom('working', 'throws on access', 'setItem throws', 'amnesic'),
  history: fc.constantFrom('working', 'replaceState throws', 'app state is a string'),
  name: fc.constantFrom('free', 'foreign'),
  origin: fc.constantFrom('tuple', 'opaque'),
});

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'failure' as const }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 45_000 }).map((ms) => ({ kind: 'wait' as const, ms })) },
  { weight: 1, arbitrary: fc.constantFrom('/', '/a?q=1', '/a?q=1#h', '/b').map((address) => ({ kind: 'client navigation' as const, address })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'back' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'person reloads' as const }) },
);

/** Nothing that survives a reload can hold the guard's record. */
const noMemory = (c: Conditions) => (c.history !== 'working' || c.origin === 'opaque') && c.name === 'foreign' && c.session !== 'working';

describe('createReloadGuard (properties)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('grants at most one automatic reload per address per window, whatever storage does', () => {
    fc.assert(
      fc.property(conditions, fc.array(step, { maxLength: 60 }), (c, steps) => {
        const { reloads } = run(c, steps);
        // Between two actions of a person, one address is reloaded at most once per window.
        for (const [i, a] of reloads.entries()) {
          for (const b of reloads.slice(i + 1)) {
            if (a.address === b.address && a.epoch === b.epoch) expect(b.at - a.at).toBeGreaterThanOrEqual(windowMs);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never reloads automatically when nothing that survives a reload can remember it', () => {
    fc.assert(
      fc.property(conditions.filter(noMemory), fc.array(step, { maxLength: 40 }), (c, steps) => {
        expect(run(c, steps).reloads).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves a window name it does not own alone', () => {
    fc.assert(
      fc.property(conditions.filter((c) => c.name === 'foreign'), fc.array(step, { maxLength: 40 }), (c, steps) => {
        expect(run(c, steps).win.name).toBe(foreignName);
      }),
      { numRuns: 100 },
    );
  });

  it('reloads once on the first failure when history state works (the guard is not simply shut)', () => {
    fc.assert(
      fc.property(conditions.filter((c) => c.history === 'working' && (c.origin === 'tuple' || c.name === 'free')), (c) => {
        const { reloads } = run(c, [{ kind: 'failure' }, { kind: 'failure' }, { kind: 'failure' }]);
        expect(reloads.map((r) => r.address)).toEqual(['/']);
      }),
    );
  });
});
