// The desktop navigation's dropdowns (components/layout/navigation/DesktopNav.tsx), on the markup
// the server drew: each dropdown is an `li[data-dropdown]` (its label) holding its trigger button
// and its panel. At most one is open; opening one by hover, focus or click reports "Navigation
// Expanded" when it was not open already.
import { track } from "@/lib/analytics/tracker";

const DROPDOWN = "[data-dropdown]";

/** Adds the dropdowns' behaviour to `nav`; returns the function that takes it away. */
export function enhanceDesktopNav(nav: HTMLElement): () => void {
  let open: HTMLElement | null = null;
  // Escape moves focus back to the trigger; that focus must not open the panel again.
  let closingByKeyboard = false;

  const dropdownOf = (node: EventTarget | null): HTMLElement | null => {
    const dropdown = node instanceof Element ? node.closest<HTMLElement>(DROPDOWN) : null;
    return dropdown && nav.contains(dropdown) ? dropdown : null;
  };
  const triggerOf = (dropdown: HTMLElement) => dropdown.querySelector<HTMLButtonElement>(":scope > button");

  function show(next: HTMLElement | null) {
    open = next;
    for (const dropdown of nav.querySelectorAll<HTMLElement>(DROPDOWN)) {
      const trigger = triggerOf(dropdown);
      trigger?.setAttribute("aria-expanded", String(dropdown === next));
      const panel = trigger && document.getElementById(trigger.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = dropdown !== next;
    }
  }

  function expand(dropdown: HTMLElement) {
    if (open !== dropdown) track("Navigation Expanded", { text: dropdown.dataset.dropdown ?? "", menu: "desktop" });
    show(dropdown);
  }

  // Entering and leaving a dropdown, as mouseenter and mouseleave would tell for each of them.
  const onOver = (event: MouseEvent) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && dropdown !== dropdownOf(event.relatedTarget)) expand(dropdown);
  };
  const onOut = (event: MouseEvent) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && dropdown !== dropdownOf(event.relatedTarget)) show(null);
  };
  const onFocusIn = (event: FocusEvent) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && event.target === triggerOf(dropdown) && !closingByKeyboard) expand(dropdown);
  };
  const onFocusOut = (event: FocusEvent) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) show(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const dropdown = dropdownOf(event.target);
    if (event.key !== "Escape" || !dropdown || open !== dropdown) return;
    closingByKeyboard = true;
    show(null);
    triggerOf(dropdown)?.focus();
    closingByKeyboard = false;
  };
  const onClick = (event: MouseEvent) => {
    const dropdown = dropdownOf(event.target);
    if (!dropdown || !(event.target instanceof Element)) return;
    const trigger = triggerOf(dropdown);
    if (trigger?.contains(event.target)) expand(dropdown);
    // A link in an open panel leads away: the panel closes.
    else if (event.target.closest("a")) show(null);
  };

  nav.addEventListener("mouseover", onOver);
  nav.addEventListener("mouseout", onOut);
  nav.addEventListener("focusin", onFocusIn);
  nav.addEventListener("focusout", onFocusOut);
  nav.addEventListener("keydown", onKeyDown);
  nav.addEventListener("click", onClick);

  // What the visitor did before this code came: a dropdown under the pointer or holding the focus opens.
  const active = document.activeElement;
  const focused = dropdownOf(active);
  const hovered = [...nav.querySelectorAll<HTMLElement>(DROPDOWN)].find((dropdown) => dropdown.matches(":hover"));
  if (focused && active === triggerOf(focused)) expand(focused);
  else if (hovered) expand(hovered);

  return () => {
    nav.removeEventListener("mouseover", onOver);
    nav.removeEventListener("mouseout", onOut);
    nav.removeEventListener("focusin", onFocusIn);
    nav.removeEventListener("focusout", onFocusOut);
    nav.removeEventListener("keydown", onKeyDown);
    nav.removeEventListener("click", onClick);
    show(null);
  };
}
