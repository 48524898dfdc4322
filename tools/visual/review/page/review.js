// The review page's behaviour: plain browser JavaScript, inlined into index.html by
// tools/visual/review/review-page.mjs (no build, no network: the folder works alone from disk).
// Served by `npm run visual:review`, it also accepts and rejects through that server.
(() => {
  const data = JSON.parse(document.getElementById('review-data').textContent);
  const $ = (selector, root = document) => root.querySelector(selector);
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else if (key === 'class') node.className = value;
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    node.append(...children.flat().filter((c) => c !== undefined && c !== null && c !== false));
    return node;
  };

  const statusLabel = { missing: 'missing baseline', changed: 'changed', new: 'new', orphan: 'baseline to remove', skipped: 'not shot' };
  const severity = { missing: 0, changed: 1, new: 2, orphan: 3, skipped: 4 };
  // A story's shots in matrix order, then its spoken records (what a screen reader says).
  const cellOrder = ['light-ltr-desktop', 'light-rtl-mobile', 'dark-ltr-mobile', 'dark-rtl-desktop', 'light-ltr-mobile', 'light-rtl-desktop', 'dark-ltr-desktop', 'dark-rtl-mobile', 'spoken-ltr', 'spoken-rtl'];
  const views = [
    ['diff', 'Diff'], ['actual', 'Actual'], ['baseline', 'Baseline'], ['side', 'Side by side'], ['slider', 'Slider'], ['strobe', 'Strobe'], ['onion', 'Onion skin'],
  ];
  const zooms = [['fit', 'Fit'], [1, '1:1'], [2, '2×'], [4, '4×']];

  // The kinds of change (tools/visual/compare/change-kinds.mjs), as the page names them.
  const kindLabel = data.kindLabels;
  const kindsText = (shot) => shot.kinds.map((k) => kindLabel[k]).join(' + ');
  // What search looks through, built once: component, story, cell and the kinds of change; for a
  // spoken record, the lines that changed too (search for the words a screen reader now says).
  const changedLines = (shot) => (shot.spoken?.lines ?? []).filter((line) => line.op !== 'same' || shot.spoken.whole).map((line) => line.text).join(' ');
  for (const shot of data.shots) shot.hay = `${shot.component} ${shot.storyId} ${shot.cell} ${kindsText(shot)} ${changedLines(shot)}`.toLowerCase();

  // Groups (components, or kinds of change) ordered by their worst shot, then name; stories
  // likewise; cells in matrix order.
  const worst = (list) => Math.min(...list.map((s) => severity[s.status]));
  // Names with numbers in them in the order people count (s-2 before s-10), as the CI summary lists them.
  const byName = (a, b) => a.localeCompare(b, 'en', { numeric: true });
  const groupOf = {
    component: (shot) => shot.component,
    change: (shot) => (shot.kinds.length ? kindsText(shot) : statusLabel[shot.status]),
  };
  function buildOrder(by) {
    const groups = new Map();
    for (const shot of data.shots) {
      const name = groupOf[by](shot);
      const stories = groups.get(name) ?? new Map();
      stories.set(shot.storyId, [...(stories.get(shot.storyId) ?? []), shot]);
      groups.set(name, stories);
    }
    return [...groups]
      .map(([name, stories]) => [name, [...stories].map(([id, shots]) => [id, shots.sort((a, b) => cellOrder.indexOf(a.cell) - cellOrder.indexOf(b.cell))])
        .sort(([a, x], [b, y]) => worst(x) - worst(y) || byName(a, b))])
      .sort(([a, x], [b, y]) => worst(x.flatMap(([, s]) => s)) - worst(y.flatMap(([, s]) => s)) || byName(a, b));
  }
  let ordered = buildOrder('component');
  let all = ordered.flatMap(([, stories]) => stories.flatMap(([, shots]) => shots));
  const byKey = new Map(all.map((shot) => [shot.key, shot]));

  const state = {
    decisions: { ...data.decisions },
    undoable: [...(data.undoable ?? [])],
    statuses: new Set(Object.keys(severity)),
    kinds: new Set(Object.keys(kindLabel)), kindMatch: 'any', groupBy: 'component',
    theme: '', direction: '', viewport: '', decision: '', query: '',
    view: 'diff', zoom: 'fit', outlines: true, magnifier: false, region: 0, split: 50, opacity: 50, spokenWhole: false,
    current: undefined, strobeTimer: undefined, strobeShowsActual: false,
  };

  // ——— filters ———
  const matches = (shot) => {
    if (!state.statuses.has(shot.status)) return false;
    // A story that was not shot was not shot in any cell.
    const anyCell = shot.status === 'skipped';
    if (state.theme && !anyCell && shot.theme !== state.theme) return false;
    if (state.direction && !anyCell && shot.direction !== state.direction) return false;
    if (state.viewport && !anyCell && shot.viewport !== state.viewport) return false;
    const decision = state.decisions[shot.key] ?? 'undecided';
    if (state.decision && decision !== state.decision) return false;
    // Kinds of change: a shot carrying any ticked kind, or (`only`) none but ticked kinds.
    if (shot.kinds.length > 0 && !(state.kindMatch === 'only' ? shot.kinds.every((k) => state.kinds.has(k)) : shot.kinds.some((k) => state.kinds.has(k)))) return false;
    if (state.query && !state.query.split(/\s+/).every((word) => shot.hay.includes(word))) return false;
    return true;
  };
  let visible = all;

  // ——— the tree: groups (with counts) → stories → shots; a group's list is built when opened, a
  // chunk of shots at a time, so a group of thousands costs what its first chunk does ———
  const tree = $('#tree');
  const chunk = 200;
  /** group name → { grow(count), reveal(shot) } for the groups drawn now */
  let lists = new Map();
  const countText = (shots) => {
    const n = {};
    for (const s of shots) n[s.status] = (n[s.status] ?? 0) + 1;
    return Object.keys(severity).filter((k) => n[k]).map((k) => `${n[k]} ${statusLabel[k]}`).join(', ');
  };
  // A shot with more than one kind of change is marked: accepting it accepts all of them.
  // `spoken` says what a record is, not a second change: a changed record carries one change.
  const changeCount = (shot) => shot.kinds.filter((kind) => kind !== 'spoken').length;
  const kindsMark = (shot) => (changeCount(shot) > 1 ? el('span', { class: 'badge multi', title: 'More than one kind of change: accepting it accepts them all' }, kindsText(shot)) : null);
  // A report of one commit (visual:commits): other commits that change this shot too.
  const alsoText = (shot) => `also changed by commit ${shot.alsoIn.join(', ')}`;
  const alsoMark = (shot) => (shot.alsoIn ? el('span', { class: 'badge multi' }, alsoText(shot)) : null);
  const shotLink = (shot) => {
    const decision = state.decisions[shot.key];
    return el('li', {}, el('a', { href: `#shot=${encodeURIComponent(shot.key)}`, 'data-key': shot.key, 'aria-current': shot === state.current ? 'true' : 'false', onclick: (event) => { event.preventDefault(); show(shot, { focusMain: false }); } },
      el('span', {}, shot.status === 'skipped' ? `${shot.cells.length} ${shot.cells.length === 1 ? 'cell' : 'cells'}` : shot.cell),
      el('span', {}, kindsMark(shot), alsoMark(shot), decision ? el('span', { class: `badge ${decision}` }, decision) : null, el('span', { class: `badge ${shot.status}` }, statusLabel[shot.status]))));
  };
  /** One group's list of stories and shots, drawn a chunk at a time. */
  function groupList(details, shown, total) {
    const list = el('ul', {});
    const moreButton = el('button', { type: 'button', onclick: () => grow(drawn + chunk) });
    const more = el('li', { class: 'more' }, moreButton);
    list.append(more);
    let next = 0;
    let drawn = 0;
    const grow = (target) => {
      const fragment = document.createDocumentFragment();
      while (next < shown.length && drawn < target) {
        const [id, shots] = shown[next++];
        fragment.append(el('li', { class: 'story' }, el('span', {}, id), el('ul', {}, shots.map(shotLink))));
        drawn += shots.length;
      }
      list.insertBefore(fragment, more);
      if (drawn < total) moreButton.textContent = `Show ${Math.min(chunk, total - drawn)} more (${total - drawn} not listed yet)`;
      else more.remove();
    };
    const open = () => {
      if (!list.isConnected) details.append(list);
      if (drawn === 0) grow(chunk);
    };
    const reveal = (shot) => {
      open();
      const at = shown.findIndex(([id]) => id === shot.storyId);
      if (at >= next) grow(drawn + shown.slice(next, at + 1).reduce((n, [, shots]) => n + shots.length, 0));
    };
    details.addEventListener('toggle', () => details.open && open());
    if (details.open) open();
    return { reveal };
  }
  function renderTree() {
    visible = all.filter(matches);
    const openNow = new Set([...tree.querySelectorAll('details[open]')].map((d) => d.dataset.group));
    if (state.current) openNow.add(groupOf[state.groupBy](state.current));
    tree.replaceChildren();
    lists = new Map();
    for (const [group, stories] of ordered) {
      const shown = stories.map(([id, shots]) => [id, shots.filter(matches)]).filter(([, shots]) => shots.length > 0);
      if (shown.length === 0) continue;
      const shots = shown.flatMap(([, s]) => s);
      const details = el('details', { 'data-group': group, open: openNow.has(group) },
        el('summary', {}, `${group} `, el('span', { class: 'count' }, `(${shots.length}: ${countText(shots)})`)));
      lists.set(group, groupList(details, shown, shots.length));
      tree.append(el('li', {}, details));
    }
    $('#shown-count').textContent = `${visible.length} of ${all.length} shown`;
    if (visible.length === 0) tree.append(el('li', { class: 'empty' }, all.length === 0 ? 'No shot to review.' : 'No shot matches these filters.'));
    renderBulk();
  }
  const markCurrent = () => {
    for (const a of tree.querySelectorAll('a[aria-current="true"]')) a.setAttribute('aria-current', 'false');
    if (state.current) lists.get(groupOf[state.groupBy](state.current))?.reveal(state.current);
    const link = state.current && tree.querySelector(`a[data-key="${CSS.escape(state.current.key)}"]`);
    if (link) {
      link.setAttribute('aria-current', 'true');
      // Scrolled into view after the frame that shows the change: scrolling first would lay the
      // page out within the keystroke (the most of a keystroke's time with thousands of shots).
      requestAnimationFrame(() => setTimeout(() => link.isConnected && link.scrollIntoView({ block: 'nearest' })));
    }
  };

  // ——— the shot ———
  const main = $('#main');
  const live = $('#live');
  const say = (text, error = false) => {
    live.textContent = text;
    live.classList.toggle('error', error);
  };
  const px = (size) => (size ? `${size[0]}×${size[1]}` : '?');
  function sizeNote(shot) {
    const { baseline, actual } = shot.size ?? {};
    if (!baseline || !actual || (baseline[0] === actual[0] && baseline[1] === actual[1])) return null;
    const parts = [];
    if (baseline[1] !== actual[1]) parts.push(`${Math.abs(actual[1] - baseline[1])} px ${actual[1] > baseline[1] ? 'taller' : 'shorter'}`);
    if (baseline[0] !== actual[0]) parts.push(`${Math.abs(actual[0] - baseline[0])} px ${actual[0] > baseline[0] ? 'wider' : 'narrower'}`);
    return el('span', { class: 'size-change' }, `Size changed: ${px(baseline)} → ${px(actual)} (${parts.join(', ')})`);
  }
  // A share that rounds to 0.000 % still names its pixels: five changed pixels must not read as none.
  const changedShare = (shot) => {
    const pixels = shot.regions?.reduce((n, r) => n + r.pixels, 0);
    const share = `${shot.ratio * 100 >= 0.001 ? (shot.ratio * 100).toFixed(3) : (shot.ratio * 100).toPrecision(1)} % of pixels`;
    return pixels ? `${pixels} ${pixels === 1 ? 'pixel' : 'pixels'} changed (${share})` : share;
  };
  // `moved 2 px down`: a region that is the baseline's content moved (regions.mjs movedBy).
  const movement = ({ dx, dy }) =>
    [dy ? `${Math.abs(dy)} px ${dy > 0 ? 'down' : 'up'}` : '', dx ? `${Math.abs(dx)} px ${dx > 0 ? 'right' : 'left'}` : ''].filter(Boolean).join(' and ');
  const regionSummary = (regions) => {
    const moved = regions.filter((r) => r.moved);
    const total = `${regions.length} changed ${regions.length === 1 ? 'region' : 'regions'}`;
    if (moved.length === 0) return total;
    const ways = [...new Set(moved.map((r) => movement(r.moved)))];
    return `${total}: ${moved.length === regions.length ? (moved.length === 1 ? 'it' : 'all') : moved.length} moved (${ways.slice(0, 3).join('; ')}${ways.length > 3 ? '; …' : ''}), the content itself unchanged`;
  };
  // What each view shows of a shot that has only one image (new: actual; to remove: baseline).
  const imageFor = (shot, which) => (which === 'diff' ? shot.diff ?? shot.actual ?? shot.baseline : shot[which]);
  const naturalSize = (shot) => {
    const sizes = [shot.size?.baseline, shot.size?.actual].filter(Boolean);
    return sizes.length ? [Math.max(...sizes.map((s) => s[0])), Math.max(...sizes.map((s) => s[1]))] : undefined;
  };
  function outlines(shot) {
    if (!state.outlines || !shot.regions?.length) return null;
    const size = naturalSize(shot);
    if (!size) return null;
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', `0 0 ${size[0]} ${size[1]}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('aria-hidden', 'true');
    shot.regions.forEach((r, i) => {
      // Tiny regions get a margin, so a 1-pixel change is a visible box even at fit.
      const pad = Math.max(3, Math.round(12 - Math.min(r.width, r.height) / 2));
      const rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      for (const [k, v] of Object.entries({ x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad })) rect.setAttribute(k, String(v));
      rect.setAttribute('class', [i === state.region ? 'current' : '', r.moved ? 'moved' : ''].join(' ').trim());
      svg.append(rect);
    });
    return svg;
  }
  function frame(shot, layers, caption) {
    const size = naturalSize(shot);
    const zoom = state.zoom === 'fit' ? 1 : state.zoom;
    const node = el('div', { class: 'frame', style: size ? `--natural-inline: ${size[0]}px; --frame-inline: ${size[0] * zoom}px` : '--natural-inline: 100%; --frame-inline: 100%' });
    layers.forEach((layer, i) => {
      // Its size from the manifest: the frame is laid out (and `n` scrolls to a region) before the
      // image arrives, which on a busy machine can be long after the keystroke.
      const known = layer.role === 'baseline' || layer.role === 'actual' ? shot.size?.[layer.role] : size;
      const img = el('img', { src: layer.src, alt: layer.alt, class: [i > 0 ? 'layer' : '', layer.class ?? ''].join(' ').trim() || undefined, decoding: 'async', 'data-role': layer.role, width: known?.[0], height: known?.[1] });
      if (layer.style) img.setAttribute('style', layer.style);
      // Old manifests carry no sizes: take them from the image.
      if (!size && i === 0) img.addEventListener('load', () => { shot.size = { actual: [img.naturalWidth, img.naturalHeight] }; }, { once: true });
      node.append(img);
    });
    node.append(...[outlines(shot)].filter(Boolean));
    return caption ? el('figure', {}, el('figcaption', {}, caption), node) : node;
  }
  function stage(shot) {
    const base = shot.baseline;
    const act = shot.actual;
    const pairable = base && act;
    const view = pairable || ['diff', 'actual', 'baseline'].includes(state.view) ? state.view : 'diff';
    const one = (which, alt) => frame(shot, [{ src: imageFor(shot, which), alt, role: which }]);
    let content;
    let controls = null;
    if (view === 'side') {
      content = el('div', { class: 'pair' }, frame(shot, [{ src: base, alt: 'Baseline', role: 'baseline' }], 'Baseline'), frame(shot, [{ src: act, alt: 'Actual', role: 'actual' }], 'Actual'));
    } else if (view === 'slider') {
      controls = el('div', { class: 'range-row' }, el('label', { for: 'split' }, 'Baseline'),
        el('input', { id: 'split', type: 'range', min: 0, max: 100, value: state.split, 'aria-label': 'Wipe from baseline to actual', oninput: (e) => { state.split = Number(e.target.value); $('.frame', main)?.style.setProperty('--split', `${state.split}%`); } }),
        el('span', {}, 'Actual'));
      content = frame(shot, [{ src: base, alt: 'Baseline', role: 'baseline' }, { src: act, alt: 'Actual', role: 'actual', class: 'clip' }]);
      content.style.setProperty('--split', `${state.split}%`);
    } else if (view === 'onion') {
      controls = el('div', { class: 'range-row' }, el('label', { for: 'opacity' }, 'Actual over baseline, opacity'),
        el('input', { id: 'opacity', type: 'range', min: 0, max: 100, value: state.opacity, oninput: (e) => { state.opacity = Number(e.target.value); const top = $('img[data-role="actual"]', main); if (top) top.style.opacity = String(state.opacity / 100); } }));
      content = frame(shot, [{ src: base, alt: 'Baseline', role: 'baseline' }, { src: act, alt: 'Actual', role: 'actual', style: `opacity: ${state.opacity / 100}` }]);
    } else if (view === 'strobe') {
      controls = el('p', { class: 'range-row', id: 'strobe-label' }, 'Strobe: showing baseline');
      content = frame(shot, [{ src: base, alt: 'Baseline', role: 'baseline' }, { src: act, alt: 'Actual', role: 'actual', class: 'strobe-hidden' }]);
    } else {
      const names = { diff: shot.diff ? 'Diff: changed pixels in magenta over the faded baseline' : 'Image', actual: 'Actual', baseline: 'Baseline' };
      content = one(view, names[view]);
    }
    return { view, controls, content };
  }
  function stopStrobe() {
    clearInterval(state.strobeTimer);
    state.strobeTimer = undefined;
  }
  function startStrobe() {
    stopStrobe();
    state.strobeShowsActual = false;
    // Two images a second: slow enough to read, under the three flashes a second WCAG 2.3.1 allows.
    state.strobeTimer = setInterval(() => {
      const top = $('img[data-role="actual"]', main);
      if (!top) return stopStrobe();
      state.strobeShowsActual = !state.strobeShowsActual;
      top.classList.toggle('strobe-hidden', !state.strobeShowsActual);
      $('#strobe-label').textContent = `Strobe: showing ${state.strobeShowsActual ? 'actual' : 'baseline'}`;
    }, 500);
  }

  function actionBar(shot) {
    const story = all.filter((s) => s.storyId === shot.storyId && s.status !== 'skipped');
    if (shot.status === 'skipped') return null;
    if (!data.served) {
      const command = `npm run visual:accept -- ${data.reportDir} --shot ${shot.key}`;
      return el('div', { class: 'toolbar actions' }, el('span', { class: 'command' }, 'To accept: ', el('code', {}, command)),
        el('button', { type: 'button', onclick: () => navigator.clipboard?.writeText(command).then(() => say('Command copied.'), () => say('Copy failed: select the command instead.', true)) }, 'Copy command'));
    }
    const decision = state.decisions[shot.key];
    return el('div', { class: 'toolbar actions' },
      el('button', { type: 'button', class: 'accept', 'aria-keyshortcuts': 'a', onclick: () => decide('accept', [shot.key]) }, shot.status === 'orphan' ? 'Accept removal (a)' : 'Accept (a)'),
      el('button', { type: 'button', class: 'reject', 'aria-keyshortcuts': 'r', onclick: () => decide('reject', [shot.key]) }, 'Reject (r)'),
      decision === 'rejected' ? el('button', { type: 'button', 'aria-keyshortcuts': 'u', onclick: () => decide('undo', [shot.key]) }, 'Undo reject (u)') : null,
      decision === 'accepted' ? el('button', { type: 'button', 'aria-keyshortcuts': 'u', onclick: () => decide('unaccept', [shot.key]) }, 'Undo accept (u)') : null,
      story.length > 1 ? el('button', { type: 'button', 'aria-keyshortcuts': 'Shift+A', onclick: () => decide('accept', story.map((s) => s.key), { bulk: true }) }, `Accept all ${story.length} cells of this story (A)`) : null);
  }

  // ——— bulk actions over what the filters show: the label is what a click acts on, redrawn on every
  // filter change; a click asks first, naming the count, the stories and the files it will write ———
  const bulk = $('#bulk');
  // Rejected shots are left out of a bulk accept, as `visual:accept` leaves them out: accepting one
  // means naming it (`a` on it), or undoing its reject.
  const acceptable = () => visible.filter((s) => s.status !== 'skipped' && !state.decisions[s.key]);
  const rejectedShown = () => visible.filter((s) => s.status !== 'skipped' && state.decisions[s.key] === 'rejected');
  const rejectable = () => visible.filter((s) => s.status !== 'skipped' && s.status !== 'orphan' && state.decisions[s.key] !== 'rejected');
  const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  function renderBulk() {
    if (!bulk) return;
    if (!data.served) return bulk.replaceChildren();
    const toAccept = acceptable();
    const toReject = rejectable();
    bulk.replaceChildren(...[
      el('button', { type: 'button', id: 'bulk-accept', disabled: toAccept.length === 0 || undefined, onclick: () => confirmBulk('accept', toAccept) }, `Accept ${toAccept.length} shown…`),
      rejectedShown().length ? el('span', { class: 'note', id: 'bulk-note' }, `(${plural(rejectedShown().length, 'rejected shot')} left out)`) : null,
      el('button', { type: 'button', id: 'bulk-reject', disabled: toReject.length === 0 || undefined, onclick: () => confirmBulk('reject', toReject) }, `Reject ${toReject.length} shown…`),
      state.undoable.length ? el('button', { type: 'button', id: 'undo-accept', 'aria-keyshortcuts': 'Shift+U', onclick: () => decide('unaccept', []) }, `Undo last accept (${plural(state.undoable.length, 'shot')}) (U)`) : null,
    ].filter(Boolean));
  }
  const confirmDialog = $('#confirm');
  async function confirmBulk(action, shots) {
    const keys = shots.map((s) => s.key);
    const stories = new Map();
    for (const shot of shots) stories.set(shot.storyId, (stories.get(shot.storyId) ?? 0) + 1);
    const accepted = shots.filter((shot) => state.decisions[shot.key] === 'accepted').length;
    let consequence = accepted
      ? `${plural(accepted, 'shot')} of them ${accepted === 1 ? 'is' : 'are'} accepted: ${accepted === 1 ? 'its' : 'their'} previous ${accepted === 1 ? 'baseline is' : 'baselines are'} put back first (the accept undone). Nothing else is written but the decision; fix the code and run the tests again.`
      : 'Nothing is written but the decision; fix the code and run the tests again.';
    let confirmLabel = `Reject ${plural(keys.length, 'shot')}`;
    if (action === 'accept') {
      // The plan the accept would carry out, from the same hash-checked code, with nothing written.
      const plan = await post('preview', keys, { bulk: true });
      if (!plan) return;
      if (plan.stale?.length) return say(`Refused, nothing written — the review is stale: ${plan.stale.join('; ')}. ${plan.hint ?? 'Run the tests again.'}`, true);
      const parts = [`writes ${plural(plan.written.length, 'baseline')}`];
      // Every file it writes is named before it is written: the renderer record goes with the baselines.
      if (plan.alsoWritten?.length) parts[0] += ` and updates ${plan.alsoWritten.join(', ')} (the renderer the baselines were made with)`;
      if (plan.removed.length) parts.push(`removes ${plural(plan.removed.length, 'baseline')}`);
      if (plan.alreadyDone.length) parts.push(`${plan.alreadyDone.length} already in place (new baselines the run wrote, or accepted before)`);
      const rejectedNote = rejectedShown().length ? ` ${plural(rejectedShown().length, 'rejected shot')} shown ${rejectedShown().length === 1 ? 'is' : 'are'} left out, as npm run visual:accept leaves ${rejectedShown().length === 1 ? 'it' : 'them'} out (accept one with a on it).` : '';
      consequence = `It ${parts.join(', ')}. "Undo last accept" (U) or npm run visual:accept -- --undo puts the previous baselines back (and the record).${rejectedNote}`;
      confirmLabel =
        plan.written.length + plan.removed.length === 0 ? `Accept ${plural(keys.length, 'shot')}`
          : [plan.written.length ? `Write ${plural(plan.written.length, 'baseline')}` : '', plan.removed.length ? `remove ${plan.removed.length}` : ''].filter(Boolean).join(' and ').replace(/^r/, 'R');
    }
    $('#confirm-title').textContent = `${action === 'accept' ? 'Accept' : 'Reject'} ${plural(keys.length, 'shot')} of ${plural(stories.size, 'story', 'stories')}?`;
    $('#confirm-consequence').textContent = consequence;
    $('#confirm-stories').replaceChildren(...[...stories].map(([id, n]) => el('li', {}, `${id} (${plural(n, 'cell')})`)));
    const go = $('#confirm-go');
    go.textContent = confirmLabel;
    go.onclick = () => {
      confirmDialog.close();
      decide(action, keys, { bulk: true });
    };
    confirmDialog.showModal();
  }

  function renderShot() {
    stopStrobe();
    const shot = state.current;
    if (!shot) {
      const nothingCompared = data.notCompared > 0 && all.length === 0;
      main.replaceChildren(el('h2', {}, nothingCompared ? 'Nothing was compared' : 'Nothing to review'),
        el('p', {}, visible.length === 0 && all.length > 0 ? 'No shot matches these filters.' : nothingCompared ? 'No shot of this run was compared with its baseline (see the banner above): this is not a clean run.' : 'No shot changed, is new, lost its baseline or failed.'));
      return;
    }
    const index = visible.indexOf(shot);
    const decision = state.decisions[shot.key];
    const heading = el('h2', { id: 'shot-heading', tabindex: '-1' }, shot.storyId);
    const where = shot.status === 'skipped' ? shot.cells.join(', ') : shot.spoken ? `spoken · ${shot.direction}` : `${shot.theme} · ${shot.direction} · ${shot.viewport}`;
    const meta = el('p', { class: 'meta' },
      el('span', {}, `${shot.component} · ${where}`),
      el('span', { class: `badge ${shot.status}` }, statusLabel[shot.status]),
      decision ? el('span', { class: `badge ${decision}` }, decision) : null,
      shot.kinds.length ? el('span', { class: 'kinds' }, `${changeCount(shot) > 1 ? `${changeCount(shot)} kinds of change` : 'Change'}: ${kindsText(shot)}`) : null,
      shot.alsoIn ? el('span', { class: 'kinds' }, `${alsoText(shot)[0].toUpperCase()}${alsoText(shot).slice(1)}: this report shows this commit's change alone (see the banner)`) : null,
      shot.status === 'changed' && !shot.spoken ? el('span', {}, changedShare(shot)) : null,
      shot.regions?.length ? el('span', {}, regionSummary(shot.regions)) : null,
      sizeNote(shot),
      shot.spoken ? el('span', {}, spokenSummary(shot)) : null,
      el('span', {}, index >= 0 ? `${index + 1} of ${visible.length}` : 'hidden by the filters'));
    if (shot.spoken) {
      lens?.remove();
      main.replaceChildren(...[heading, meta, actionBar(shot), shot.spoken.whole ? null : spokenToolbar(), spokenStage(shot)].filter(Boolean));
      return;
    }
    if (shot.status === 'skipped') {
      main.replaceChildren(heading, meta, el('p', {}, 'Not shot: the story failed before its screenshots (its play function or axe check). Fix it and run the tests again.'),
        el('pre', { class: 'failure' }, shot.failure));
      return;
    }
    const { view, controls, content } = stage(shot);
    const viewButtons = el('div', { role: 'group', 'aria-label': 'View' }, views.map(([id, label], i) =>
      el('button', { type: 'button', 'aria-pressed': String(view === id), 'aria-keyshortcuts': String(i + 1), disabled: !(shot.baseline && shot.actual) && !['diff', 'actual', 'baseline'].includes(id) ? true : undefined, onclick: () => setView(id) }, `${label} ${i + 1}`)));
    const zoomButtons = el('div', { role: 'group', 'aria-label': 'Zoom' }, zooms.map(([id, label]) =>
      el('button', { type: 'button', 'aria-pressed': String(state.zoom === id), onclick: () => setZoom(id) }, label)));
    const regionNav = shot.regions?.length ? el('div', { role: 'group', 'aria-label': 'Changed regions' },
      el('button', { type: 'button', 'aria-keyshortcuts': 'Shift+N', onclick: () => goRegion(-1) }, '◀ region'),
      el('button', { type: 'button', 'aria-keyshortcuts': 'n', onclick: () => goRegion(1) }, `${state.region + 1}/${shot.regions.length}${shot.regions[state.region]?.moved ? `, moved ${movement(shot.regions[state.region].moved)}` : ''} ▶`)) : null;
    const toggles = el('span', { class: 'filters' },
      el('label', {}, el('input', { type: 'checkbox', checked: state.outlines, 'aria-keyshortcuts': 'o', onchange: (e) => { state.outlines = e.target.checked; renderShot(); } }), 'Outline changes (o)'),
      el('label', {}, el('input', { type: 'checkbox', checked: state.magnifier, 'aria-keyshortcuts': 'm', onchange: (e) => { state.magnifier = e.target.checked; renderShot(); } }), 'Magnifier (m)'));
    const stageNode = el('div', { class: `stage ${state.zoom === 'fit' ? 'fit' : ''}`, id: 'stage', tabindex: '0', 'aria-label': 'Images; scroll to pan' }, content);
    // What this story's spoken records say differently, beside its pictures.
    const beside = spokenBeside(shot);
    main.replaceChildren(...[heading, meta, actionBar(shot), el('div', { class: 'toolbar' }, viewButtons, zoomButtons, regionNav, toggles), controls, beside ? el('div', { class: 'beside' }, stageNode, beside) : stageNode].filter(Boolean));
    if (view === 'strobe') startStrobe();
    if (state.magnifier) attachLens(shot, stageNode);
    if (state.zoom !== 'fit') scrollToRegion();
  }

  // ——— spoken records: what a screen reader says, as a line diff. A removed or added line is told by
  // its sign (− / +) and a word read out with it, never by its colour alone ———
  const context = 3;
  const signs = { removed: '−', added: '+', same: '' };
  const lineWords = { removed: 'Removed: ', added: 'Added: ' };
  function spokenSummary(shot) {
    const spoken = shot.spoken;
    const count = spoken.lines.length;
    if (spoken.unread) return `Its text is not in this report folder (${spoken.unread})`;
    if (spoken.whole === 'baseline') return `Record to remove, shown whole: ${plural(count, 'line')}`;
    if (spoken.whole === 'actual') return `New record, shown whole: ${plural(count, 'line')}`;
    if (spoken.bytesOnly) return 'The texts differ only in line endings or the final newline: no line changed';
    return [spoken.removed ? `${plural(spoken.removed, 'line')} removed` : '', spoken.added ? `${plural(spoken.added, 'line')} added` : ''].filter(Boolean).join(', ');
  }
  const lineRow = (line) =>
    el('li', { class: line.op },
      el('span', { class: 'sign', 'aria-hidden': 'true' }, signs[line.op]),
      lineWords[line.op] ? el('span', { class: 'visually-hidden' }, lineWords[line.op]) : null,
      el('span', { class: 'text' }, line.text));
  /** The lines of a record: every one, or (`whole` false) the changed ones with `context` lines around them. */
  function spokenLines(spoken, whole) {
    const lines = spoken.lines;
    const changed = lines.map((line) => line.op !== 'same');
    const shown = lines.map((_, i) => whole || !!spoken.whole || changed.slice(Math.max(0, i - context), i + context + 1).some(Boolean));
    const rows = [];
    for (let i = 0; i < lines.length;) {
      if (shown[i]) {
        rows.push(lineRow(lines[i++]));
        continue;
      }
      let end = i;
      while (end < lines.length && !shown[end]) end++;
      rows.push(el('li', { class: 'skip' }, `⋯ ${plural(end - i, 'unchanged line')}`));
      i = end;
    }
    return el('ol', { class: 'spoken-diff' }, rows);
  }
  const legend = () =>
    el('p', { class: 'spoken-legend' },
      el('span', {}, el('span', { class: 'sign removed', 'aria-hidden': 'true' }, '−'), ' removed: the baseline says it, the new record does not'),
      el('span', {}, el('span', { class: 'sign added', 'aria-hidden': 'true' }, '+'), ' added: only the new record says it'));
  const spokenToolbar = () =>
    el('div', { class: 'toolbar' }, el('label', {},
      el('input', { type: 'checkbox', checked: state.spokenWhole, 'aria-keyshortcuts': 'w', onchange: (event) => { state.spokenWhole = event.target.checked; renderShot(); } }),
      'Every line (w)'));
  /** A spoken record on its own: its diff (or its whole text), in a region the keyboard can scroll. */
  function spokenStage(shot) {
    const what = shot.spoken.whole ? `the whole ${shot.spoken.whole === 'baseline' ? 'record to remove' : 'new record'}` : 'the line diff';
    return el('div', { class: 'spoken-stage', id: 'spoken-stage', tabindex: '0', role: 'region', 'aria-label': `What is spoken (${shot.cell}): ${what}` },
      shot.spoken.whole ? null : legend(), spokenLines(shot.spoken, state.spokenWhole));
  }
  /** Beside a shot: the story's spoken records to review, each with its changed lines and a link to decide it. */
  function spokenBeside(shot) {
    const records = all.filter((s) => s.storyId === shot.storyId && s.spoken);
    if (records.length === 0) return null;
    return el('section', { class: 'spoken-beside', 'aria-labelledby': 'spoken-beside-title' },
      el('h3', { id: 'spoken-beside-title' }, `What is spoken: ${plural(records.length, 'record')} of this story to review`),
      records.some((record) => !record.spoken.whole) ? legend() : null,
      records.map((record) => {
        const decision = state.decisions[record.key];
        return el('div', { class: 'spoken-record' },
          el('h4', {}, el('a', { href: `#shot=${encodeURIComponent(record.key)}` }, `${record.cell}: review and decide`), ' ',
            el('span', { class: `badge ${record.status}` }, statusLabel[record.status]), decision ? el('span', { class: `badge ${decision}` }, decision) : null),
          el('p', { class: 'note' }, spokenSummary(record)),
          spokenLines(record.spoken, false));
      }));
  }

  // ——— magnifier: baseline, actual and diff side by side, 4× around the pointer (or the current region) ———
  let lens;
  function attachLens(shot, stageNode) {
    lens?.remove();
    if (!shot.baseline && !shot.actual) return;
    const size = naturalSize(shot);
    const scale = 4;
    // Baseline, actual and (for a change) the diff: a one-level colour change is invisible in the first two.
    const sources = [['baseline', shot.baseline], ['actual', shot.actual], ['diff', shot.diff]].filter(([, src]) => src);
    lens = el('div', { class: 'lens', 'aria-hidden': 'true', style: `grid-template-columns: repeat(${sources.length}, 1fr)` },
      sources.map(([role]) => el('div', { 'data-role': role })), sources.map(([role]) => el('span', {}, role)));
    const panes = [...lens.querySelectorAll('div')];
    panes.forEach((pane, i) => { pane.style.backgroundImage = `url("${sources[i][1]}")`; });
    document.body.append(lens);
    const place = (x, y, clientX, clientY) => {
      const paneSize = panes[0].getBoundingClientRect().width;
      for (const pane of panes) {
        if (size) pane.style.backgroundSize = `${size[0] * scale}px ${size[1] * scale}px`;
        pane.style.backgroundPosition = `${paneSize / 2 - x * scale}px ${paneSize / 2 - y * scale}px`;
      }
      lens.style.left = `${Math.max(4, Math.min(clientX + 16, innerWidth - lens.offsetWidth - 4))}px`;
      lens.style.top = `${Math.max(4, Math.min(clientY + 16, innerHeight - lens.offsetHeight - 4))}px`;
    };
    stageNode.addEventListener('pointermove', (event) => {
      const img = event.target.closest?.('.frame')?.querySelector('img');
      if (!img || !size) return;
      const box = img.getBoundingClientRect();
      place(((event.clientX - box.left) / box.width) * size[0], ((event.clientY - box.top) / box.height) * size[1], event.clientX, event.clientY);
    });
    // Without a pointer (keyboard review): on the current region, beside the stage.
    const region = shot.regions?.[state.region];
    // Placed in the stage's far corner, so it does not cover the region it magnifies.
    const box = stageNode.getBoundingClientRect();
    place(region ? region.x + region.width / 2 : (size?.[0] ?? 0) / 2, region ? region.y + region.height / 2 : (size?.[1] ?? 0) / 2, box.right, box.bottom);
  }

  function scrollToRegion() {
    const shot = state.current;
    const region = shot?.regions?.[state.region];
    const stageNode = $('#stage');
    if (!region || !stageNode || state.zoom === 'fit') return;
    stageNode.scrollTo({ left: Math.max(0, region.x * state.zoom - stageNode.clientWidth / 3), top: Math.max(0, region.y * state.zoom - stageNode.clientHeight / 3) });
  }
  function goRegion(step) {
    const count = state.current?.regions?.length ?? 0;
    if (!count) return;
    state.region = (state.region + step + count) % count;
    if (state.zoom === 'fit') state.zoom = 2;
    renderShot();
    say(`Region ${state.region + 1} of ${count}`);
  }
  function setView(id) {
    state.view = id;
    renderShot();
  }
  function setZoom(id) {
    state.zoom = id;
    renderShot();
  }

  function show(shot, { focusMain = true } = {}) {
    state.current = shot;
    state.region = 0;
    if (shot) {
      const details = tree.querySelector(`details[data-group="${CSS.escape(groupOf[state.groupBy](shot))}"]`);
      if (details && !details.open) details.open = true;
      history.replaceState(null, '', `#shot=${encodeURIComponent(shot.key)}`);
    }
    renderShot();
    markCurrent();
    if (focusMain && shot) $('#shot-heading')?.focus({ preventScroll: true });
  }
  function step(delta) {
    if (visible.length === 0) return;
    const index = visible.indexOf(state.current);
    const next = visible[index < 0 ? 0 : Math.min(visible.length - 1, Math.max(0, index + delta))];
    if (next !== state.current) show(next);
    else say(delta > 0 ? 'Last shot.' : 'First shot.');
  }

  // ——— accept / reject / undo through the local server (hash-checked: tools/visual/accept/accept-report.mjs) ———
  async function post(action, keys, extra = {}) {
    try {
      const response = await fetch('api/decide', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, shots: keys, ...extra }) });
      const result = await response.json();
      if (!response.ok) throw new Error(result.error ?? response.statusText);
      return result;
    } catch (error) {
      say(`Failed: ${error.message}`, true);
      return undefined;
    }
  }
  const fileList = (files) => (files.length ? ` (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})` : '');
  // bulk: an accept of many shots (bulk actions, `A`), which leaves rejected shots out as
  // `visual:accept` does; one shot (`a`) is named, so a reviewer can change their mind.
  async function decide(action, keys, { bulk = false } = {}) {
    if (!data.served) return say('Accepting needs the review server: npm run visual:review', true);
    if (keys.length === 0 && action !== 'unaccept') return say('Nothing to accept.');
    say(`${{ accept: 'Accepting', reject: 'Rejecting', undo: 'Undoing', unaccept: 'Undoing the accept of' }[action]} ${keys.length ? plural(keys.length, 'shot') : 'the last accept'}…`);
    const result = await post(action, keys, bulk ? { bulk: true } : {});
    if (!result) return;
    state.decisions = result.decisions;
    state.undoable = result.undoable ?? state.undoable;
    if (result.stale?.length) {
      renderTree();
      if (action === 'reject') return say(`Not rejected, nothing written — the accept to take back first cannot be undone: ${result.stale.join('; ')}.`, true);
      return say(`Refused, nothing written — ${action === 'unaccept' ? 'files changed since that accept' : 'the review is stale'}: ${result.stale.join('; ')}.${action === 'unaccept' ? '' : ` ${result.hint ?? 'Run the tests again.'}`}`, true);
    }
    const decided = state.current;
    renderTree();
    if (action === 'accept') {
      const accepted = keys.length - (result.leftOutRejected?.length ?? 0);
      say(`Accepted ${plural(accepted, 'shot')}: wrote ${plural(result.written.length, 'baseline')}${fileList(result.written)}${result.alsoWritten?.length ? ` and ${result.alsoWritten.join(', ')}` : ''}${result.removed.length ? `, removed ${result.removed.length}` : ''}${result.alreadyDone?.length ? `, ${result.alreadyDone.length} already in place` : ''}${result.leftOutRejected?.length ? `; left out ${plural(result.leftOutRejected.length, 'rejected shot')}` : ''}. Undo: U.`);
    } else if (action === 'reject') {
      const refused = result.refused.length ? ` Not rejected: ${result.refused.map((r) => `${r.key}: ${r.why}`).join('; ')}.` : '';
      const restored = result.restored.length + result.removed.length;
      if (result.rejected.length === 0) say(`Not rejected, nothing written.${refused}`, true);
      else say(`Rejected ${plural(result.rejected.length, 'shot')}: ${restored ? `the accept taken back first — restored ${plural(result.restored.length, 'file')}${fileList(result.restored)}${result.removed.length ? `, removed ${result.removed.length} the accept had created` : ''}; ` : 'left as is; '}fix the code and run the tests again.${refused}`, result.refused.length > 0);
    } else if (action === 'unaccept') {
      if (result.nothing) say('No accept to undo.');
      else say(`Undone: ${plural(result.shots.length, 'shot')} back as before the accept — restored ${plural(result.restored.length, 'file')}${fileList(result.restored)}${result.removed.length ? `, removed ${result.removed.length} the accept had created` : ''}.`);
    } else say('Decision undone.');
    // On to the next undecided shot, as a reviewer working down the list expects.
    const from = Math.max(0, visible.indexOf(decided));
    const next = action === 'undo' || action === 'unaccept' ? decided : [...visible.slice(from), ...visible.slice(0, from)].find((s) => !state.decisions[s.key] && s.status !== 'skipped') ?? decided;
    show(visible.includes(next) ? next : visible[0], { focusMain: false });
  }

  // ——— controls in the header ———
  for (const box of document.querySelectorAll('input[name="status"]')) {
    box.addEventListener('change', () => {
      if (box.checked) state.statuses.add(box.value);
      else state.statuses.delete(box.value);
      refilter();
    });
  }
  for (const select of document.querySelectorAll('select[data-axis]')) {
    select.addEventListener('change', () => {
      state[select.dataset.axis] = select.value;
      refilter();
    });
  }
  for (const box of document.querySelectorAll('input[name="kind"]')) {
    box.addEventListener('change', () => {
      if (box.checked) state.kinds.add(box.value);
      else state.kinds.delete(box.value);
      refilter();
    });
  }
  $('#kind-match')?.addEventListener('change', (event) => {
    state.kindMatch = event.target.value;
    refilter();
  });
  $('#group-by').addEventListener('change', (event) => {
    state.groupBy = event.target.value;
    ordered = buildOrder(state.groupBy);
    all = ordered.flatMap(([, stories]) => stories.flatMap(([, shots]) => shots));
    refilter();
  });
  const search = $('#search');
  search.addEventListener('input', () => {
    state.query = search.value.trim().toLowerCase();
    refilter();
  });
  function refilter() {
    renderTree();
    if (!state.current || !visible.includes(state.current)) show(visible[0], { focusMain: false });
    else markCurrent();
  }

  const help = $('#help');
  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const typing = event.target.closest?.('input[type="search"], input[type="text"], select, textarea');
    if (typing) {
      if (event.key === 'Escape') event.target.blur();
      return;
    }
    if (event.target.matches?.('input[type="range"]') && event.key.startsWith('Arrow')) return;
    const key = event.key;
    const shot = state.current;
    const handlers = {
      j: () => step(1), ArrowRight: () => step(1), k: () => step(-1), ArrowLeft: () => step(-1),
      a: () => shot && shot.status !== 'skipped' && decide('accept', [shot.key]),
      A: () => shot && decide('accept', all.filter((s) => s.storyId === shot.storyId && s.status !== 'skipped').map((s) => s.key), { bulk: true }),
      r: () => shot && shot.status !== 'skipped' && decide('reject', [shot.key]),
      u: () => shot && (state.decisions[shot.key] === 'rejected' ? decide('undo', [shot.key]) : state.decisions[shot.key] === 'accepted' && decide('unaccept', [shot.key])),
      U: () => state.undoable.length > 0 && decide('unaccept', []),
      v: () => setView(views[(views.findIndex(([id]) => id === state.view) + 1) % views.length][0]),
      z: () => setZoom(zooms[(zooms.findIndex(([id]) => id === state.zoom) + 1) % zooms.length][0]),
      0: () => setZoom('fit'),
      o: () => { state.outlines = !state.outlines; renderShot(); },
      m: () => { state.magnifier = !state.magnifier; if (!state.magnifier) lens?.remove(); renderShot(); },
      w: () => { state.spokenWhole = !state.spokenWhole; if (shot?.spoken) renderShot(); },
      n: () => goRegion(1), N: () => goRegion(-1),
      '/': () => search.focus(),
      '?': () => (help.open ? help.close() : help.showModal()),
    };
    const view = /^[1-7]$/.test(key) ? () => setView(views[Number(key) - 1][0]) : undefined;
    const handler = handlers[key] ?? view;
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  $('#help-button').addEventListener('click', () => help.showModal());
  // A link to another place (#shot=, #story=, #component=) followed within the page.
  addEventListener('hashchange', () => {
    const target = placeIn(location.hash);
    if (target && target !== state.current) show(target);
  });
  $('#help-close').addEventListener('click', () => help.close());
  $('#confirm-cancel').addEventListener('click', () => confirmDialog.close());

  function placeIn(hash) {
    const wanted = new URLSearchParams(hash.slice(1));
    return byKey.get(wanted.get('shot') ?? '') ?? all.find((s) => s.storyId === wanted.get('story')) ?? all.find((s) => s.component === wanted.get('component'));
  }

  // ——— first view: the shot in the address (#shot=, #story=, #component=), else the most serious ———
  renderTree();
  const first = placeIn(location.hash) ?? visible[0];
  show(first, { focusMain: false });
  renderTree();
  markCurrent();
  // The first useful view: the first shot's image decoded (scripts/bench/review-page.mjs measures it).
  const firstImage = $('#stage img');
  const ready = () => {
    performance.mark('review-first-view');
    document.body.dataset.ready = 'true';
  };
  if (firstImage) firstImage.decode().then(ready, ready);
  else ready();
})();
