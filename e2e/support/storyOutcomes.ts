// Each story's outcome as the built Storybook's preview reports it to the manager's panels, for the
// checks that run stories there: the sidebar walk in Chromium (e2e/storybook/sidebar-walk.spec.ts)
// and the stories in Firefox and WebKit (e2e/engines/storybook.ts).

/** A story in the sidebar's order, as index.json lists it. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
  /** The story file, as Storybook's index names it (`./stories/layout/Stack.stories.tsx`). */
  importPath?: string;
}

/** What the preview said about one story, kept in the preview's `window.__storyOutcomes` by id. */
export interface StoryOutcome {
  /** `storyFinished`'s status (`success` when the render, the play and axe passed); unset until then. */
  status?: string;
  /** What went wrong, in words: a play that threw, an axe violation, a render error, … */
  problems: string[];
  /** Which reporters reported (the a11y addon's `a11y` among them when axe ran). */
  reporters: string[];
}

/** Every story of the built Storybook at `origin`, in the sidebar's order (index.json lists them so). */
export async function storiesOf(origin: string): Promise<StoryEntry[]> {
  const index = (await (await fetch(`${origin}/index.json`)).json()) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * Run in a preview document (serialised: it uses nothing from outside itself): records each story's
 * outcome from the events the manager's panels read, by story id, in `window.__storyOutcomes`, so a
 * check waits for the story it asked for, never for whichever came last. It listens to the preview's
 * channel now if there is one, and to the one the preview creates later (as an init script, before
 * a preview that reloads: a click that opens a docs page reloads it). `pageErrors`: also count
 * console errors and uncaught errors as the current story's problems (where the driver has no
 * console events of its own).
 */
export function watchStoryOutcomes(pageErrors = false) {
  if ('__storyOutcomes' in window) return true;
  interface Channel {
    on: (event: string, listener: (...args: never[]) => void) => void;
  }
  interface Reporter {
    type: string;
    status: string;
    result?: { violations?: { id: string }[] };
  }
  type Outcome = { problems: string[]; reporters: string[]; status?: string };
  const outcomes: Record<string, Outcome> = {};
  let currentId = '';
  (window as unknown as { __storyOutcomes: typeof outcomes }).__storyOutcomes = outcomes;
  const current = () => (outcomes[currentId] ??= { problems: [], reporters: [] });
  // The message's first line, and where the play threw (the story's module and line).
  const message = (error: { message?: string; name?: string; stack?: string } | undefined) =>
    `${error?.name ?? 'Error'}: ${(error?.message ?? String(error)).split('\n')[0]}${(error?.stack ?? '').split('\n').find((line) => line.includes('.stories')) ?? ''}`;
  const listen = (channel: Channel) => {
    const on = <T extends unknown[]>(event: string, listener: (...args: T) => void) => channel.on(event, listener as unknown as (...args: never[]) => void);
    on('storyChanged', (storyId: string) => {
      currentId = storyId;
      outcomes[storyId] = { problems: [], reporters: [] };
    });
    on('playFunctionThrewException', (error: { message?: string }) => current().problems.push(`play function threw ${message(error)}`));
    on('unhandledErrorsWhilePlaying', (errors: { message?: string }[]) => current().problems.push(...errors.map((error) => `unhandled while playing: ${message(error)}`)));
    on('storyThrewException', (error: { message?: string }) => current().problems.push(`render threw ${message(error)}`));
    on('storyErrored', (error: { title?: string; description?: string }) => current().problems.push(`story errored: ${error.title} ${error.description ?? ''}`));
    on('storyFinished', (event: { storyId: string; status: string; reporters: Reporter[] }) => {
      const outcome = (outcomes[event.storyId] ??= { problems: [], reporters: [] });
      outcome.reporters = event.reporters.map((report) => report.type);
      for (const report of event.reporters.filter((r) => r.status === 'failed' || r.status === 'warning')) {
        outcome.problems.push(`${report.type} ${report.status}: ${(report.result?.violations ?? []).map((v) => v.id).join(', ')}`);
      }
      outcome.status = event.status;
      // For a check waiting on this story (outcomeRecorded): an event, so it need not poll.
      window.dispatchEvent(new CustomEvent('gw-story-outcome', { detail: event.storyId }));
    });
  };
  if (pageErrors) {
    const consoleError = console.error;
    console.error = function recordedError(...args: unknown[]) {
      current().problems.push(`console error: ${String(args[0]).split('\n')[0]!.slice(0, 300)}`);
      return consoleError.apply(this, args);
    };
    window.addEventListener('error', (event) => current().problems.push(`uncaught: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => current().problems.push(`unhandled rejection: ${message(event.reason as Error)}`));
  }
  // The preview assigns its channel to this global once (storybook/preview's runtime).
  let channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  if (channel) listen(channel);
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      if (channel !== value) listen(value);
      channel = value;
    },
  });
  return true;
}

/**
 * Run in a preview document where `watchStoryOutcomes` runs (serialised: it uses nothing from
 * outside itself): resolves true once story `id` has a recorded status, on the event the watch
 * dispatches, without polling; false after `timeout` ms (a hang guard). Works before the preview
 * has made its channel, as the watch does.
 */
export function outcomeRecorded({ id, timeout }: { id: string; timeout: number }): Promise<boolean> {
  const recorded = () => Boolean((window as unknown as { __storyOutcomes?: Record<string, StoryOutcome> }).__storyOutcomes?.[id]?.status);
  return new Promise((resolve) => {
    if (recorded()) return resolve(true);
    const done = (value: boolean) => {
      window.removeEventListener('gw-story-outcome', onOutcome);
      clearTimeout(guard);
      resolve(value);
    };
    const onOutcome = () => recorded() && done(true);
    // The name watchStoryOutcomes dispatches (a literal in both: each is serialised into the page alone).
    window.addEventListener('gw-story-outcome', onOutcome);
    const guard = setTimeout(() => done(false), timeout);
  });
}
