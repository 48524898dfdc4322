// The warm review loop behind `npm run visual:watch`: one Vitest (the `storybook` project, in this
// process) keeps one browser and one test frame up; each save becomes a round that re-shoots only
// the stories whose rendering the save can change (select.mjs), compares them, merges them into the
// session's report (reports/visual) and tells the open review page (live-server.mjs) to show them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readDecisions, recordDecisions } from '../accept/index.mjs';
import { readSources, storyExportCount, testNamePattern, tokenImpact } from '../changed/index.mjs';
import { bySeverity, summarise, writeReport } from '../report/index.mjs';
import { outDirFor, readTokenUsage, relative, repoRoot, runRecords, setRunOutDir, storyReads, writeTokenUsage } from '../shared/index.mjs';
import { startLiveServer } from './live-server.mjs';
import { statusText } from './live-page.mjs';
import { createRoundQueue } from './queue.mjs';
import { roundCounts, toReview } from './round-counts.mjs';
import { changedSinceLastRound, selectRound } from './select.mjs';

/** The files a save of which can change a story's rendering (tests, baselines and reports cannot). */
export function isWatchedSource(file) {
  if (/(^|\/)(node_modules|__screenshots__|reports|dist[^/]*|storybook-static|coverage)\//.test(file)) return false;
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /\.png$/.test(file)) return false;
  if (/(^|\/)\.[^/]*\.tmp$|~$/.test(file)) return false;
  return /^(src|stories|\.storybook|tools\/visual)\//.test(file) || /^(vite\.config\.ts|package\.json)$/.test(file) || /^(scripts\/vite\/|scripts\/css-modules\.mjs)/.test(file);
}

const seconds = (ms) => Math.round(ms / 100) / 10;
/** A check's error as the page shows it: the first lines, no colour codes, no "Click to debug" line. */
const checkMessage = (error) => {
  const text = String(error?.message ?? error ?? 'failed')
    // eslint-disable-next-line no-control-regex -- strips the terminal colour codes of assertion messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*Click to debug/.test(line))
    .slice(0, 12)
    .join('\n');
  return text.length > 800 ? `${text.slice(0, 800)}…` : text;
};
const strip = (record) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'outDir'));
const keyOf = (entry) => `${entry.storyId}.${entry.cell}`;
/**
 * @param {{ port?: number, log?: (line: string) => void, settleMs?: number }} [options]
 * @returns {Promise<{ url: string, state: () => object, idle: () => Promise<void>, close: () => Promise<void> }>}
 */
export async function startWatch({ port = 6009, log = console.log, settleMs = 30 } = {}) {
  // What Vitest's command line sets before it starts; and vite.config.ts sets up the storybook
  // project only when the command line names it (scripts/vite/requestedProjects.ts).
  process.env.TEST = 'true';
  process.env.VITEST = 'true';
  process.env.NODE_ENV ??= 'test';
  // A changed shot's diff image is made when the review page asks for it (compare/diff-on-request.mjs).
  process.env.GW_VISUAL_DIFF = 'on-request';
  // Its browser makes frames at the compositor's pace, not 60 Hz (vite.config.ts says what it costs).
  process.env.GW_VISUAL_FRAMES = 'unthrottled';
  if (!process.argv.includes('storybook')) process.argv.push('--project', 'storybook');
  const outDir = outDirFor(undefined);
  setRunOutDir(outDir);

  // history: the last rounds (a bench reads its own round there even when another followed at once).
  const state = { phase: 'starting', version: 0, round: 0, changed: [], stories: 0, done: 0, roundChanged: 0, queued: [], lastRound: undefined, history: [], startNote: undefined };
  const live = await startLiveServer({ reportDir: outDir, port, state: () => ({ ...state, queued: queue ? queue.status().pending : [] }) });
  const say = (line) => {
    log(line);
    live.publish();
  };

  // ——— the story runner: Vitest's Node API in watch mode, its own file watcher off (rounds are ours) ———
  const { createVitest } = await import('vitest/node');
  let onProgress = () => {};
  const reporter = { onInit() {}, onTestCaseResult: () => onProgress() };
  const vitest = await createVitest('test', { project: ['storybook'], watch: true, reporters: [reporter] }, {}, {});
  await vitest.standalone();
  vitest.watcher.unregisterWatcher();
  // In watch mode Vitest closes itself and restarts when vite.config.ts changes: in a shared working
  // tree that would end the session under the reviewer's feet. The watch reads its configuration
  // once (a config change takes a restart of the watch, as for its own code).
  vitest.vite.watcher.unwatch(vitest.vite.config.configFile);
  const project = () => vitest.projects.find((p) => p.name.startsWith('storybook')) ?? vitest.projects[0];
  // A round runs its stories twice: the shots pass (axe off: Storybook's own run setting, as its
  // test widget's a11y toggle sets it; nor the checks the story setup makes after the shots) and
  // then the checks pass (axe and those checks on, no shots: capture/browser reads
  // `groundwork/visual-pass`). Every shot is on screen before the checks' verdicts; the round is
  // not over until both passes are.
  const pass = (kind) => {
    vitest.provide('storybook/test-provided', { a11y: kind !== 'shots' });
    vitest.provide('groundwork/visual-pass', kind === 'both' ? undefined : kind);
  };
  // Errors the test frame's Vite server logs (a file that does not compile), shown with the round;
  // and no error payload to the test frame: Vite's client would put its overlay over the story and
  // every later shot of the session (`hmr: false` does not stop it: vite's logError sends it anyway).
  const viteErrors = [];
  const patched = new WeakSet();
  const patchServers = () => {
    for (const server of [project().browser?.vite, project().vite].filter(Boolean)) {
      if (patched.has(server)) continue;
      patched.add(server);
      const logger = server.config.logger;
      const error = logger.error.bind(logger);
      logger.error = (message, options) => {
        // eslint-disable-next-line no-control-regex -- strips the terminal colour codes of Vite's messages
        viteErrors.push(String(message).replace(/\u001b\[[0-9;]*m/g, ''));
        error(message, options);
      };
      const hot = server.environments?.client?.hot;
      if (hot) {
        const send = hot.send.bind(hot);
        hot.send = (payload, ...rest) => (payload && typeof payload === 'object' && payload.type === 'error' ? undefined : send(payload, ...rest));
      }
    }
  };
  patchServers();

  let specs = await vitest.globTestSpecifications();
  const storyFiles = () => specs.map((spec) => relative(spec.moduleId)).sort();
  /** Story file → the files its module graph reaches (Vitest's walk, as visual:changed uses it). */
  const deps = new Map();
  const readDeps = async () => {
    for (const spec of specs) deps.set(relative(spec.moduleId), new Set([...(await vitest.specifications.getTestDependencies(spec))].map(relative)));
  };
  await readDeps();

  /** Story id → what its shots read: the last record of these sources, then this session's rounds. */
  const found = readTokenUsage('HEAD');
  const record = { ...(found?.byStory ?? {}) };
  const refreshRecord = () => {
    for (const [id, read] of storyReads()) record[id] = { file: read.file, ...(read.name ? { name: read.name } : {}), tokens: [...read.tokens], sheets: [...read.sheets], ...(read.unshot ? { unshot: true } : {}) };
  };
  // The text of every stylesheet at the last round: a save is compared with it, not with HEAD.
  const snapshot = new Map(readSources().css.map(({ file, text }) => [file, text]));
  // Every saved file's text at the last round: a save that changed no text shoots nothing.
  const texts = new Map(snapshot);

  // ——— the session's report: every story's latest shots ———
  const merged = new Map();
  let consumed = runRecords().length;
  let roundStories = new Set();
  let lastWrite = 0;
  const absorb = () => {
    const records = runRecords();
    for (const record of records.slice(consumed)) {
      if (record.outDir !== outDir) continue;
      if (!roundStories.has(record.storyId)) {
        roundStories.add(record.storyId);
        for (const key of [...merged.keys()]) if (merged.get(key).storyId === record.storyId) merged.delete(key);
      }
      merged.set(keyOf(record), strip(record));
    }
    consumed = records.length;
  };
  const writeManifest = () => {
    const entries = [...merged.values()].sort(bySeverity);
    const manifest = { version: 1, generatedAt: new Date().toISOString(), outDir: relative(outDir), shard: null, summary: summarise(entries, [], false), entries, orphans: [], watch: { round: state.round } };
    writeReport(outDir, manifest);
    state.version += 1;
    lastWrite = performance.now();
  };

  // ——— a round ———
  let roundStart = 0;
  let firstChangedAt;
  let roundStartedEpoch = 0;
  onProgress = () => {
    // The checks pass replaces a confirmed shot's record (the same picture) or a moved one's (judged anew).
    if (state.phase === 'checking') {
      absorb();
      if (performance.now() - lastWrite > 1000) {
        writeManifest();
        live.publish();
      }
      return;
    }
    if (state.phase !== 'shooting') return;
    const before = firstChangedAt;
    absorb();
    state.done = roundStories.size;
    // A changed spoken record counts: the page shows it at once, as a changed shot.
    const changed = [...merged.values()].filter((e) => roundStories.has(e.storyId) && toReview(e)).length;
    state.roundChanged = changed;
    if (changed > 0 && before === undefined) firstChangedAt = performance.now();
    // The first changed shot at once; after that at most one write a second (the open page reloads
    // no faster while a round shoots, and each write and reload takes CPU from the shots).
    if ((changed > 0 && before === undefined) || performance.now() - lastWrite > 1000) {
      writeManifest();
      live.publish();
    }
  };

  let closing = false;
  async function runRound(files, { label, whole = false } = {}) {
    if (closing) return;
    const started = performance.now();
    roundStartedEpoch = Date.now();
    const readNow = (file) => (existsSync(path.join(repoRoot, file)) ? readFileSync(path.join(repoRoot, file), 'utf8') : undefined);
    const changed = whole ? [] : changedSinceLastRound(files.map((file) => relative(path.resolve(repoRoot, file))), texts, readNow);
    if (!whole && changed.length === 0) return;
    state.round += 1;
    const round = state.round;
    // What each save changed, against the text of the last round.
    const changes = changed.map((file) => {
      const abs = path.join(repoRoot, file);
      const after = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
      const before = snapshot.get(file);
      if (file.endsWith('.css') && after === undefined) snapshot.delete(file);
      else if (file.endsWith('.css')) snapshot.set(file, after);
      const change = { file, before, after };
      if (file === 'src/tokens/tokens.css' && before !== undefined && after !== undefined) {
        const impact = tokenImpact({ before, after, ...readSources() });
        change.tokens = { affected: impact.affected, otherRules: impact.otherRules };
      }
      return change;
    });
    // The module graph: Vitest invalidates each file (and what imports it) in the test frame, and
    // names the story files it reaches; the walk made at the start adds those not loaded yet.
    const dependencies = Object.fromEntries([...deps].map(([story, files]) => [story, [...files]]));
    for (const file of changed) {
      const abs = path.join(repoRoot, file);
      vitest.invalidateFile(abs);
      vitest.watcher.handleFileChanged(abs);
      for (const story of [...vitest.watcher.changedTests].map(relative)) if (dependencies[story] && !dependencies[story].includes(file)) dependencies[story].push(file);
      vitest.watcher.changedTests.clear();
    }
    if (changed.some((file) => /\.stories\.[jt]sx?$/.test(file))) specs = await vitest.globTestSpecifications();
    const readText = (file) => (existsSync(path.join(repoRoot, file)) ? readFileSync(path.join(repoRoot, file), 'utf8') : undefined);
    const storyCount = (file) => storyExportCount(readText(file) ?? '');
    const tokens = changes.find((c) => c.tokens)?.tokens;
    const selection = whole
      ? { all: true, whole: storyFiles(), stories: {}, reasons: [label], notes: [] }
      : selectRound({ changed, storyFiles: storyFiles(), dependencies, record: { stories: {}, byStory: record }, storyCount, readText, ...(tokens ? { tokens } : {}) });
    const selectMs = performance.now() - started;
    for (const note of selection.notes) log(`visual:watch: ${note}`);

    // The file named like the saved one first (Cluster.module.css → Cluster.stories.tsx), then the
    // smallest selections: the first changed shot sooner.
    const stem = (file) => path.basename(file).replace(/(\.module)?\.[^.]+$/, '').replace(/\.stories$/, '');
    const stems = new Set(changed.map(stem));
    const chosen = [
      ...selection.whole.map((file) => ({ file, count: storyCount(file), pattern: undefined })),
      ...Object.entries(selection.stories).map(([file, stories]) => ({ file, count: stories.length, pattern: testNamePattern(stories.map((story) => story.name)) })),
    ].sort((a, b) => Number(stems.has(stem(b.file))) - Number(stems.has(stem(a.file))) || a.count - b.count || a.file.localeCompare(b.file));
    const storyTotal = chosen.reduce((sum, c) => sum + c.count, 0);
    if (chosen.length === 0) {
      const why = selection.reasons.join('; ') || `${changed.join(', ')} reaches no story`;
      state.lastRound = { round, changed, stories: 0, why, errors: [], seconds: seconds(performance.now() - started) };
      say(`visual:watch: ${statusText(state)}`);
      return;
    }
    const specifications = chosen.map((c) => project().createSpecification(path.join(repoRoot, c.file), c.pattern ? { testNamePattern: c.pattern } : undefined));
    Object.assign(state, { phase: 'shooting', changed, stories: storyTotal, done: 0, roundChanged: 0 });
    roundStories = new Set();
    firstChangedAt = undefined;
    roundStart = performance.now();
    const previous = new Map(merged);
    viteErrors.length = 0;
    patchServers();
    say(`visual:watch: round ${round}: ${label ?? changed.join(', ')} → ${selection.all ? 'every story' : `${storyTotal} ${storyTotal === 1 ? 'story' : 'stories'} of ${chosen.length} ${chosen.length === 1 ? 'file' : 'files'}${selection.whole.length ? ` (${selection.whole.length} whole)` : ''}`}`);
    let result;
    try {
      pass('shots');
      result = await vitest.runTestSpecifications(specifications, false);
    } finally {
      pass('both');
      absorb();
      state.phase = 'idle';
    }
    const runMs = performance.now() - roundStart;
    // A file that did not load (a syntax error, a failed import): its stories keep their last shots,
    // and the page says so.
    const errors = [];
    for (const testModule of result?.testModules ?? []) {
      const moduleErrors = testModule.errors();
      if (moduleErrors.length === 0) continue;
      const message = [moduleErrors[0].message, ...viteErrors.slice(0, 1)].filter(Boolean).join('\n');
      errors.push({ file: relative(testModule.moduleId), message: message.length > 1500 ? `${message.slice(0, 1500)}…` : message });
    }
    for (const error of result?.unhandledErrors ?? []) errors.push({ file: '(unhandled)', message: String(error?.message ?? error) });
    // A shot whose picture changed since it was decided is a new shot to decide: its old decision
    // would say "accepted" or "rejected" of a picture nobody saw.
    const decisions = readDecisions(outDir);
    const redo = [...merged.entries()].filter(([key, entry]) => decisions[key] && previous.get(key)?.newHash !== entry.newHash && roundStories.has(entry.storyId)).map(([key]) => key);
    if (redo.length > 0) recordDecisions(outDir, redo, null);
    const reportStarted = performance.now();
    writeManifest();
    try {
      writeTokenUsage();
    } catch (error) {
      log(`visual:watch: the rendering record was not kept (${String(error).split('\n')[0]})`);
    }
    refreshRecord();
    const shots = [...merged.values()].filter((e) => roundStories.has(e.storyId));
    // Stories whose play failed in the shots pass: shown as not shot, with that error; the checks'
    // verdict is about the others.
    const failedInShots = new Set(shots.filter((e) => e.status === 'skipped' && !e.notCompared).map((e) => e.storyId));
    // The browser's part of the shots (switch, capture, the retry capture of a difference); the
    // comparisons run beside it on their own thread.
    const shotMs = shots.reduce((sum, e) => sum + (e.switchMs ?? 0) + (e.shotMs ?? 0) + (e.retryMs ?? 0), 0);
    const compareMs = shots.reduce((sum, e) => sum + (e.compareMs ?? 0), 0);
    state.lastRound = {
      round,
      changed,
      stories: roundStories.size,
      files: chosen.length,
      ...roundCounts(shots),
      failed: new Set(shots.filter((e) => e.status === 'skipped' && !e.notCompared).map((e) => e.storyId)).size,
      errors,
      why: selection.reasons.join('; '),
      seconds: seconds(performance.now() - started),
      timings: {
        selectMs: Math.round(selectMs),
        runMs: Math.round(runMs),
        shotMs: Math.round(shotMs),
        compareMs: Math.round(compareMs),
        firstChangedMs: firstChangedAt === undefined ? null : Math.round(firstChangedAt - started),
        reportMs: Math.round(performance.now() - reportStarted),
      },
      // Wall-clock times, for a bench that saved the file at a time of its own.
      startedAt: roundStartedEpoch,
      firstChangedAt: firstChangedAt === undefined ? null : roundStartedEpoch + Math.round(firstChangedAt - started),
      shotsEndedAt: Date.now(),
      checks: { state: 'running', stories: storyTotal - failedInShots.size, failed: [], confirming: shots.filter((e) => e.unconfirmed).length },
    };
    state.history = [...state.history, state.lastRound].slice(-20);
    state.phase = 'checking';
    say(`visual:watch: ${statusText(state)}`);
    for (const error of errors) log(`visual:watch: ${error.file} did not load:\n${error.message}`);

    // ——— the round's checks: the same stories again, axe on; only the changed shots shot again ———
    // The shots pass shot each difference once; here each is shot again, and the same bytes
    // confirm it (the stability retry of every other run, a pass later). A picture that moved
    // meanwhile is judged anew and replaces it, its decision cleared like any new picture's.
    const toConfirm = {};
    for (const entry of merged.values()) if (roundStories.has(entry.storyId) && entry.unconfirmed) (toConfirm[entry.storyId] ??= []).push(entry.cell);
    const afterShots = new Map([...merged].map(([key, entry]) => [key, entry.newHash]));
    const checksStarted = performance.now();
    const failed = [];
    try {
      vitest.provide('groundwork/visual-confirm', toConfirm);
      pass('checks');
      const checked = await vitest.runTestSpecifications(specifications, false);
      for (const testModule of checked?.testModules ?? []) {
        for (const test of testModule.children.allTests()) {
          const outcome = test.result();
          const storyId = test.meta().storyId ?? test.name;
          // A story whose play failed in the shots pass is shown as not shot, with that error.
          if (outcome.state !== 'failed' || failedInShots.has(storyId)) continue;
          failed.push({ storyId, file: relative(testModule.moduleId), message: checkMessage(outcome.errors?.[0]) });
        }
      }
    } catch (error) {
      failed.push({ storyId: '(checks)', file: '(watch)', message: checkMessage(error) });
    } finally {
      pass('both');
      vitest.provide('groundwork/visual-confirm', {});
      absorb();
    }
    const roundEntries = [...merged.entries()].filter(([, entry]) => roundStories.has(entry.storyId));
    const moved = roundEntries.filter(([key, entry]) => afterShots.has(key) && afterShots.get(key) !== entry.newHash).map(([key]) => key);
    if (moved.length > 0) recordDecisions(outDir, moved.filter((key) => readDecisions(outDir)[key]), null);
    const confirm = {
      asked: Object.values(toConfirm).reduce((sum, cells) => sum + cells.length, 0),
      moved: moved.length,
      left: roundEntries.filter(([, entry]) => entry.unconfirmed).length,
    };
    // The checks pass can change the counts: a shot judged anew, the other direction's spoken record.
    const lastRound = { ...state.lastRound, ...roundCounts(roundEntries.map(([, entry]) => entry)), checks: { state: 'done', stories: storyTotal - failedInShots.size, failed, confirm, seconds: seconds(performance.now() - checksStarted) }, seconds: seconds(performance.now() - started), endedAt: Date.now() };
    lastRound.timings = { ...lastRound.timings, checksMs: Math.round(performance.now() - checksStarted) };
    state.lastRound = lastRound;
    state.history = [...state.history.slice(0, -1), lastRound];
    state.phase = 'idle';
    writeManifest();
    say(`visual:watch: ${statusText(state)}`);
    for (const failure of failed) log(`visual:watch: ${failure.storyId} failed its checks after the shots:\n${failure.message}`);
    // A component's imports may have changed: walk the graph again for the next round.
    if (changed.some((file) => /\.[cm]?[jt]sx?$/.test(file))) await readDeps();
  }

  const queue = createRoundQueue((files) => runRound(files), {
    settleMs,
    onError: (error, batch) => {
      state.phase = 'idle';
      state.lastRound = { round: state.round, changed: batch, stories: 0, why: 'the round failed', errors: [{ file: '(watch)', message: String(error?.stack ?? error) }], seconds: 0 };
      say(`visual:watch: round ${state.round} failed: ${String(error?.message ?? error)}; still watching`);
    },
  });

  // ——— first round: what the record cannot answer yet ———
  const recorded = new Set(Object.values(record).map((r) => r.file));
  const unrecorded = storyFiles().filter((file) => !recorded.has(file));
  if (unrecorded.length === storyFiles().length) {
    state.startNote = 'no rendering record for these sources yet: shooting every story once to make it';
    log(`visual:watch: ${state.startNote} (${unrecorded.length} story files)`);
    await runRound([], { label: 'the first record', whole: true });
  } else {
    if (unrecorded.length > 0) log(`visual:watch: ${unrecorded.length} story files have no record yet; a save that reaches them shoots them whole once`);
    // One story, so the browser, the preview, axe and React are loaded before the first save.
    const [id, story] = Object.entries(record).sort(([, a], [, b]) => a.file.localeCompare(b.file))[0];
    state.startNote = `warming up the browser with ${id}`;
    live.publish();
    const warm = performance.now();
    await vitest.runTestSpecifications([project().createSpecification(path.join(repoRoot, story.file), story.name ? { testNamePattern: testNamePattern([story.name]) } : undefined)], false);
    absorb();
    writeManifest();
    log(`visual:watch: browser warm in ${seconds(performance.now() - warm)} s (record of ${Object.keys(record).length} stories of ${found?.recordedAt})`);
  }
  state.phase = 'idle';
  live.publish();

  // GW_VISUAL_WATCH_ONLY (comma-separated files): a bench on a shared working tree watches its own
  // file only, so a colleague's saves do not join its rounds.
  const only = process.env.GW_VISUAL_WATCH_ONLY ? new Set(process.env.GW_VISUAL_WATCH_ONLY.split(',')) : undefined;
  const onChange = (file) => {
    const rel = relative(file);
    if (isWatchedSource(rel) && (!only || only.has(rel))) queue.add([rel]);
  };
  const watcher = vitest.vite.watcher;
  watcher.on('change', onChange);
  watcher.on('add', onChange);
  watcher.on('unlink', onChange);
  log(`visual:watch: watching src/, stories/, .storybook/ — review at ${live.url}`);

  return {
    url: live.url,
    state: () => ({ ...state, queued: queue.status().pending }),
    idle: () => queue.idle(),
    async close() {
      watcher.off('change', onChange);
      watcher.off('add', onChange);
      watcher.off('unlink', onChange);
      // Ctrl+C during a long round: the stories under way finish, the rest are not started.
      closing = true;
      if (queue.status().running) await vitest.cancelCurrentRun('keyboard-input');
      await queue.idle();
      // The story project's global setup would write a report of every record of the session at
      // the end (repeated stories, and every unshot story of a file as an orphan): the watch's own
      // report is already on disk.
      process.env.GW_VISUAL = 'off';
      await vitest.close();
      await live.close();
    },
  };
}
