// Which shots of a report a reviewer means: by story, component, cell axis, single shot or kind of
// change, each with an exclusion. A spoken record (cell `spoken-ltr` / `spoken-rtl`) is selected like
// a shot: it has a direction, but no theme and no viewport, so those filters leave it out. Shared by
// `npm run visual:accept` (its flags) and the review page's server (its accept/reject requests), so
// both select exactly the same shots.
import { changeKindNames, changeKinds } from '../compare/index.mjs';
import { isSpokenCell } from '../shared/index.mjs';

/**
 * `light-rtl-mobile` → its three axes; `spoken-rtl` → its direction, with `medium: 'spoken'` (what
 * is spoken changes with the direction, never with the theme or the viewport); undefined for anything else.
 * @returns {{ theme?: string, direction: string, viewport?: string, medium?: 'spoken' } | undefined}
 */
export function cellAxes(cell) {
  const match = /^(light|dark)-(ltr|rtl)-(mobile|desktop)$/.exec(cell ?? '');
  if (match) return { theme: match[1], direction: match[2], viewport: match[3] };
  return isSpokenCell(cell) ? { direction: cell.replace(/^spoken-/, ''), medium: 'spoken' } : undefined;
}

/** A shot's key, as the page and `--shot` spell it: `layout-stack--playground.light-ltr-desktop`. */
export const shotKey = (entry) => `${entry.storyId}.${entry.cell}`;

/**
 * The component a shot belongs to: the name of its baseline folder
 * (`stories/layout/__screenshots__/Stack/…` → `Stack`), which is its story file's name.
 */
export function componentOf(entry) {
  const dir = entry.baselineDir ?? (entry.baseline ? entry.baseline.split('/').slice(0, -1).join('/') : '');
  const name = dir.split('/').filter(Boolean).at(-1);
  return name && name !== '__screenshots__' ? name : entry.storyId.split('--')[0];
}

/** `layout-*` style globs: `*` matches any run of characters; everything else is literal. */
const globToRegExp = (glob) => new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i');

/**
 * @typedef {object} ShotFilter  every given list narrows the selection; values within a list are
 *   alternatives (OR); a shot matching any value of `exclude` is left out
 * @property {string[]} [story]      story ids, `*` globs allowed (`layout-cluster--*`)
 * @property {string[]} [component]  component names (`Cluster`), case-insensitive
 * @property {string[]} [cell]       cell names (`dark-rtl-desktop`, `spoken-ltr`)
 * @property {string[]} [theme]      `light` / `dark`
 * @property {string[]} [direction]  `ltr` / `rtl`
 * @property {string[]} [viewport]   `mobile` / `desktop`
 * @property {string[]} [shot]       single shots (or spoken records), `<story id>.<cell>`
 * @property {string[]} [kind]       kinds of change the shot carries (change-kinds.mjs): any of them
 * @property {Omit<ShotFilter, 'exclude'>} [exclude]  the same lists, each leaving out what it matches
 */

/** The filter's lists, as flags name them. */
export const filterFlags = ['story', 'component', 'cell', 'theme', 'direction', 'viewport', 'shot', 'kind'];

const listed = (values) => Array.isArray(values) && values.length > 0;

/** Whether `filter` narrows anything at all. */
export const isFiltered = (filter = {}) => filterFlags.some((flag) => listed(filter[flag]) || listed(filter.exclude?.[flag]));

/**
 * @param {{ storyId: string, cell: string, status?: string, baselineDir?: string, baseline?: string }} entry
 *   an orphan (a baseline to remove) is passed with `status: 'orphan'`
 * @param {ShotFilter} [filter]
 */
export function matchesFilter(entry, filter = {}) {
  const axes = cellAxes(entry.cell) ?? {};
  const checks = [
    ['story', (v) => globToRegExp(v).test(entry.storyId)],
    ['component', (v) => v.toLowerCase() === componentOf(entry).toLowerCase()],
    ['cell', (v) => v === entry.cell],
    ['theme', (v) => v === axes.theme],
    ['direction', (v) => v === axes.direction],
    ['viewport', (v) => v === axes.viewport],
    ['shot', (v) => v === shotKey(entry)],
    ['kind', (v) => changeKinds(entry).includes(v)],
  ];
  const exclude = filter.exclude ?? {};
  return checks.every(([name, test]) => (!listed(filter[name]) || filter[name].some(test)) && !(listed(exclude[name]) && exclude[name].some(test)));
}

const allowed = { theme: ['light', 'dark'], direction: ['ltr', 'rtl'], viewport: ['mobile', 'desktop'] };

/**
 * Checks a filter's values (a typo must not silently select nothing); throws a plain message.
 * @param {ShotFilter} filter
 */
export function checkFilter(filter) {
  for (const [lists, prefix] of [[filter, '--'], [filter.exclude ?? {}, '--exclude-']]) {
    for (const [axis, values] of Object.entries({ ...allowed, kind: changeKindNames })) {
      for (const value of lists[axis] ?? []) {
        if (!values.includes(value)) throw new Error(`${prefix}${axis} ${value}: expected one of ${values.join(', ')}`);
      }
    }
    for (const cell of lists.cell ?? []) if (!cellAxes(cell)) throw new Error(`${prefix}cell ${cell}: expected theme-direction-viewport, e.g. dark-rtl-desktop, or spoken-ltr / spoken-rtl`);
    for (const shot of lists.shot ?? []) {
      const dot = shot.lastIndexOf('.');
      if (dot < 1 || !cellAxes(shot.slice(dot + 1))) throw new Error(`${prefix}shot ${shot}: expected <story id>.<cell>, e.g. layout-stack--playground.light-ltr-desktop or layout-stack--playground.spoken-ltr`);
    }
  }
  return filter;
}
