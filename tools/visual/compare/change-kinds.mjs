// What kind of change a shot carries, for deciding by change rather than by shot: the page filters,
// groups and bulk-decides by these, and `visual:accept --kind / --exclude-kind` selects by them.
// Read from what the comparison recorded (png.mjs: each changed region is `moved`, `recoloured`, or
// neither), so the page and the command line can never disagree. A spoken record (what a screen
// reader says, a text file beside the shots) carries the kind `spoken` whatever happened to it, so
// `--kind spoken` selects every one of them and `--exclude-kind spoken` leaves them all out.
import { isSpokenCell } from '../shared/index.mjs';

/** In the order the page lists them. */
export const changeKindNames = ['moved', 'resized', 'colour', 'text', 'new', 'lost', 'spoken'];

/** How the page and the command line name each kind. */
export const changeKindLabels = {
  moved: 'moved',
  resized: 'resized',
  colour: 'colour only',
  text: 'text or content',
  new: 'new',
  lost: 'lost',
  spoken: 'spoken',
};

/**
 * The kinds of change in one shot: `moved` (a region is the baseline's content a few pixels away),
 * `resized` (the image's size changed; the rows or columns only one image has belong to it),
 * `colour` (a region's pixels changed colour one for one, shapes kept), `text` (anything else that
 * changed inside the shot: words, glyphs, an element added or reshaped), `new` (no baseline yet),
 * `lost` (a baseline no story shoots any more). Unchanged and not-shot entries carry none.
 * A spoken record: changed → `spoken`; new or missing → `new`, `spoken`; to remove → `lost`, `spoken`.
 * @param {{ status: string, cell?: string, medium?: string, size?: { baseline?: number[] | null, actual?: number[] | null }, regions?: { x: number, y: number, moved?: object, recoloured?: boolean }[] }} entry
 * @returns {string[]} in changeKindNames order
 */
export function changeKinds(entry) {
  if (entry.medium === 'spoken' || isSpokenCell(entry.cell)) return spokenKinds(entry.status);
  if (entry.status === 'new' || entry.status === 'missing') return ['new'];
  if (entry.status === 'orphan') return ['lost'];
  if (entry.status !== 'changed') return [];
  const found = new Set();
  const [bw, bh] = entry.size?.baseline ?? [];
  const [aw, ah] = entry.size?.actual ?? [];
  const resized = bw !== undefined && aw !== undefined && (bw !== aw || bh !== ah);
  if (resized) found.add('resized');
  for (const region of entry.regions ?? []) {
    if (region.moved) found.add('moved');
    else if (region.recoloured) found.add('colour');
    // Rows or columns that only the larger image has are the resize itself.
    else if (resized && (region.x >= Math.min(bw, aw) || region.y >= Math.min(bh, ah))) found.add('resized');
    else found.add('text');
  }
  // A change recorded without regions (an older manifest): content, as far as anyone can tell.
  if (found.size === 0) found.add('text');
  return changeKindNames.filter((kind) => found.has(kind));
}

/** A spoken record has no regions: what happened to it, and that it is spoken. */
function spokenKinds(status) {
  if (status === 'changed') return ['spoken'];
  if (status === 'new' || status === 'missing') return ['new', 'spoken'];
  if (status === 'orphan') return ['lost', 'spoken'];
  return [];
}
