// The last control the visitor focused or pressed outside a dialog, for openingControl
// (./focus-return). Apart from it so that a page can start remembering on load while the dialogs'
// own code loads later.

const CONTROLS = "a[href], button, input, select, textarea, summary, [tabindex]";
export const DIALOG = "[role='dialog']";

let lastControl: HTMLElement | null = null;
let tracking = false;

function remember(event: Event) {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  // Controls inside a dialog do not open the next one from the page.
  if (control && !control.closest(DIALOG)) lastControl = control;
}

/** Starts remembering the last control focused or pressed outside a dialog (once per page). */
export function trackOpeners(): void {
  if (tracking || typeof document === "undefined") return;
  tracking = true;
  document.addEventListener("focusin", remember, true);
  document.addEventListener("pointerdown", remember, true);
}

/** The last control focused or pressed outside a dialog since trackOpeners, if any. */
export function lastControlUsed(): HTMLElement | null {
  return lastControl;
}
