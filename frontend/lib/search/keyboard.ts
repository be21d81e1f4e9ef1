/**
 * Arrow keys in the overlay: ArrowDown from the input goes to the first visible result
 * (suggestions, FAQs, products, pages in the order shown), ArrowUp from the first one back to
 * the input; the ends do not wrap. Enter opens the focused result (it is a button or a link).
 */

/** Marks the elements the arrow keys move through. */
export const OPTION_ATTRIBUTE = "data-search-option";
export const OPTION_SELECTOR = `[${OPTION_ATTRIBUTE}]`;

/** Where ArrowDown/ArrowUp go from `current` among `count` results; -1 is the input. */
export function nextOptionIndex(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return Math.min(current + 1, count - 1);
  return Math.max(current - 1, -1);
}

/** The results the arrow keys reach inside `root`, in document order, and which one has focus. */
export function optionsIn(root: ParentNode, active: Element | null): { options: HTMLElement[]; current: number } {
  const options = Array.from(root.querySelectorAll<HTMLElement>(OPTION_SELECTOR));
  return { options, current: active ? options.indexOf(active as HTMLElement) : -1 };
}
