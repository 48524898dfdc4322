// What the watch adds to the review page it serves: a status line (what the loop is doing, what the
// last round shot and why, a file that did not load), and the script that reloads the page in place
// when a round has written new shots. The page itself is the review room's, unchanged: it keeps its
// place across a reload (#shot= in the address) and reads the decisions from disk, so a decided shot
// keeps its decision and a new shot appears.
import { escapeHtml } from '../shared/index.mjs';

const style = `
.watch-status { position: fixed; inset-inline: 0; inset-block-end: 0; z-index: 10; margin: 0; padding: 0.35rem 0.75rem;
  font: 0.85rem/1.4 system-ui, sans-serif; background: #1f2937; color: #f9fafb; border-block-start: 2px solid #2563eb; }
.watch-status[data-phase="error"] { border-block-start-color: #dc2626; }
.watch-status[data-phase="shooting"], .watch-status[data-phase="checking"] { border-block-start-color: #d97706; }
.watch-status pre { margin: 0.25rem 0 0; white-space: pre-wrap; max-block-size: 8rem; overflow: auto; font-size: 0.8rem; }
body { padding-block-end: 3rem; }`;

/** The status line's text for a state of the loop (also what the terminal prints per round). */
export function statusText(state) {
  const queued = state.queued?.length ? ` · queued: ${state.queued.join(', ')}` : '';
  if (state.phase === 'starting') return `Watching: starting (${state.startNote ?? 'Vitest, the browser'})${queued}`;
  if (state.phase === 'shooting') return `Round ${state.round}: shooting ${state.done ?? 0}/${state.stories ?? '?'} stories for ${state.changed.join(', ')}${queued}`;
  const last = state.lastRound;
  if (!last) return `Watching: ready — save a file${queued}`;
  const broken = last.errors?.length ? `${last.errors.length} ${last.errors.length === 1 ? 'file' : 'files'} did not load` : '';
  const what =
    last.stories === 0
      ? broken || `nothing to shoot (${last.why})`
      : `${last.stories} stories re-shot, ${last.shots} shots: ${last.changedShots} changed, ${last.newShots} new, ${last.failed} not shot${spokenText(last.spoken)}${broken ? `; ${broken}` : ''} — ${last.seconds} s`;
  return `Round ${last.round} (${last.changed.join(', ')}): ${what}${last.stories === 0 ? '' : checksText(last.checks)}${queued}`;
}

/** A round's spoken records (what a screen reader says), counted apart from its shots. */
function spokenText(spoken) {
  if (!spoken?.records) return '';
  return `; ${spoken.records} spoken ${spoken.records === 1 ? 'record' : 'records'}: ${spoken.changed} changed, ${spoken.new} new`;
}

/** A round's checks after its shots (axe, and the plays once more): running, or their verdict. */
function checksText(checks) {
  if (!checks) return '';
  const confirming = checks.confirming ? `, and each of the ${checks.confirming} changed shots shot again to confirm it held` : '';
  if (checks.state === 'running') return ` · every shot is on screen; now axe on the ${checks.stories} stories shot${confirming} (the round's checks, after its shots)`;
  const failed = checks.failed.length;
  const confirm = checks.confirm?.asked ? `; ${confirmText(checks.confirm)}` : '';
  if (failed === 0) return ` · then axe: all ${checks.stories} stories shot pass${confirm} (${checks.seconds} s)`;
  return ` · then axe and plays: ${failed} ${failed === 1 ? 'story fails' : 'stories fail'} (below)${confirm}`;
}

/** What shooting the changed shots again found: the same pictures, or pictures that moved (judged anew). */
function confirmText({ asked, moved, left }) {
  const parts = [`${asked - moved - left} of ${asked} changed shots the same when shot again`];
  if (moved > 0) parts.push(`${moved} moved and ${moved === 1 ? 'was' : 'were'} judged anew`);
  if (left > 0) parts.push(`${left} not shot again (${left === 1 ? 'its story' : 'their stories'} failed the checks)`);
  return parts.join(', ');
}

/** The `<div>` and `<script>` inserted before the review page's `</body>`. */
export function liveAdditions(state) {
  const errors = state.lastRound?.errors ?? [];
  const failedChecks = state.lastRound?.checks?.failed ?? [];
  const alert = errors.length > 0 || failedChecks.length > 0;
  const phase = alert ? 'error' : state.phase;
  const errorText = [
    errors.length > 0 ? `Did not load — the shots below of these stories are from before this save:\n${errors.map((e) => `${e.file}: ${e.message}`).join('\n\n')}` : '',
    failedChecks.length > 0 ? `Failed their checks after the shots (axe, or the play run again) — their shots below are as shot:\n${failedChecks.map((f) => `${f.storyId} (${f.file}): ${f.message}`).join('\n\n')}` : '',
  ].filter(Boolean).join('\n\n');
  const embedded = JSON.stringify({ version: state.version, round: state.lastRound?.round ?? 0, roundChanged: state.lastRound?.changedShots ?? 0, liveRound: state.round, liveChanged: state.roundChanged ?? 0, done: state.phase !== 'shooting', checked: state.lastRound?.checks?.state === 'done' }).replace(/</g, '\\u003c');
  return `<style>${style}</style>
<div class="watch-status" id="watch-status" data-phase="${phase}" role="${alert ? 'alert' : 'status'}"><span id="watch-text">${escapeHtml(statusText(state))}</span>${
    alert ? `<pre id="watch-errors">${escapeHtml(errorText)}</pre>` : ''
  }</div>
<script type="application/json" id="watch-data">${embedded}</script>
<script>${liveScript}</script>`;
}

// Reloads when the server's version passes the one this page was rendered with; never while a
// dialog is open or the reviewer types, and at most once a second (a round writes after each story),
// every 3 s while a round shoots past its first changed shot.
const liveScript = `(() => {
  const rendered = JSON.parse(document.getElementById('watch-data').textContent);
  const body = document.body;
  body.dataset.watchVersion = String(rendered.version);
  body.dataset.watchRound = String(rendered.liveRound);
  body.dataset.watchChanged = String(rendered.liveChanged);
  body.dataset.watchDone = String(rendered.done);
  body.dataset.watchLastRound = String(rendered.round);
  body.dataset.watchLastChanged = String(rendered.roundChanged);
  body.dataset.watchLastChecked = String(rendered.checked);
  const text = document.getElementById('watch-text');
  let latest = rendered.version;
  let waiting;
  const busy = () => document.querySelector('dialog[open]') || (document.activeElement && document.activeElement.matches('input[type="search"], input[type="text"], textarea'));
  let due = Infinity;
  const reloadSoon = (spacing) => {
    const since = Date.now() - (Number(sessionStorage.getItem('watch-reloaded-at')) || 0);
    const at = Date.now() + Math.max(0, spacing - since);
    if (waiting && at >= due) return;
    clearTimeout(waiting);
    due = at;
    waiting = setTimeout(function tryReload() {
      if (busy()) { waiting = setTimeout(tryReload, 500); return; }
      sessionStorage.setItem('watch-reloaded-at', String(Date.now()));
      location.reload();
    }, at - Date.now());
  };
  const source = new EventSource('/api/watch/events');
  source.onmessage = (event) => {
    const state = JSON.parse(event.data);
    if (text && state.text) text.textContent = state.text;
    latest = state.version;
    // While a round shoots, new shots come every few seconds rather than every second: each reload
    // takes CPU from the shots on the same machine. The first changed shot and the end of the
    // shots come at once (a reload at most once a second).
    const firstChanged = state.roundChanged > 0 && !(rendered.liveRound === state.round && rendered.liveChanged > 0);
    if (latest > rendered.version) reloadSoon(state.phase === 'shooting' && !firstChanged ? 3000 : 1000);
  };
  addEventListener('pagehide', () => source.close());
})();`;

/** The page before the first round has written a report. */
export function waitingPage(state) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Visual review · watching</title></head>
<body>
<main><h1>Visual review</h1><p>Nothing shot yet in this session. The page fills in as soon as a round has shot something.</p></main>
${liveAdditions(state)}
</body>
</html>
`;
}
