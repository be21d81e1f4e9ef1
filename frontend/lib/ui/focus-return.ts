// Which control a dialog was opened from, and giving focus back to it when the dialog closes.
//
// The focused element when a dialog opens is usually its opener. Not always: an Add to Cart button
// is disabled while its add is under way, so focus has left it (for the page's body) by the time
// the mini cart opens. So the last control the visitor focused or pressed is remembered too.

import { DIALOG, lastControlUsed } from "./openers";

export { trackOpeners } from "./openers";

/** The control a dialog opening now was opened from: the focused element, else the last control used. */
export function openingControl(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest(DIALOG)) return active;
  const last = lastControlUsed();
  return last?.isConnected ? last : null;
}

/** Focus goes back to the control that opened a dialog once its closing has settled (250 ms). */
export const FOCUS_RESTORE_DELAY_MS = 250;

/** How long a disabled opener (an add still under way) is waited for, and how often it is tried. */
export const RETURN_FOCUS_RETRY_MS = 100;
export const RETURN_FOCUS_RETRIES = 50;

/**
 * Gives focus back to `control`. One disabled for the moment gets it once enabled again, unless
 * the visitor has put focus somewhere else meanwhile.
 */
export function returnFocus(control: HTMLElement | null, retries = RETURN_FOCUS_RETRIES): void {
  if (!control?.isConnected) return;
  const focusIsFree = document.activeElement === null || document.activeElement === document.body;
  if (!focusIsFree) return;
  control.focus();
  if (document.activeElement !== control && retries > 0) {
    setTimeout(() => returnFocus(control, retries - 1), RETURN_FOCUS_RETRY_MS);
  }
}
