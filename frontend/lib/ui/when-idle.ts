/**
 * Runs `callback` once the browser is idle; where requestIdleCallback is missing (Safari), on the
 * next task, so that deferred code still comes soon after the page is drawn.
 */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => callback());
  else window.setTimeout(callback, 1);
}
