'use client';

/** The attribute that turns a script-focused element's ring off: `data-focus-ring="off"`. */
export const focusRingOff = 'data-focus-ring';

// Whether the person's last input was a key (not a pointer). Listened for from the first import,
// in the capture phase, so a key that leads to the focus (Enter on "Try again") is already counted.
let keyboard = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => void (keyboard ||= !event.metaKey && !event.ctrlKey && !event.altKey), true);
  for (const type of ['pointerdown', 'mousedown'] as const) document.addEventListener(type, () => void (keyboard = false), true);
}

/**
 * Moves focus to `element` from script (a heading after a navigation, a retry, a dialog's close)
 * with a focus ring only when the person is using the keyboard. Engines differ on script focus:
 * WebKit matches `:focus-visible` when no pointer came first (a heading focused on mount shows its
 * ring), Chromium and Firefox do not; so the element carries `data-focus-ring="off"` unless the last
 * input was a key, and the rings' CSS skips it (`:focus-visible:not([data-focus-ring='off'])`).
 * @example focusByScript(heading);
 */
export function focusByScript(element: HTMLElement, options?: FocusOptions): void {
  if (keyboard) element.removeAttribute(focusRingOff);
  else element.setAttribute(focusRingOff, 'off');
  element.focus(options);
}
