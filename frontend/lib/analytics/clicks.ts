/**
 * One click listener for the whole page instead of a handler per link: an element with
 * `data-track="<event name>"` reports that event when clicked, its properties taken from its
 * `data-track-<name>` attributes (dashes become underscores: `data-track-module-location` is
 * module_location), with `text` (the element's text) and `destination` (a link's href) unless
 * given. A whole menu says it once: any link inside an element with
 * `data-track-links="<event name>"` reports that event, with that element's properties and the
 * link's text and destination. Server-rendered links (footer, CMS blocks) report clicks this way
 * without shipping a handler. `data-consent-open` opens the consent panel.
 */
import { CONSENT_OPEN_EVENT } from "@/lib/consent/signals";

import type { BrowserEventName } from "./events";
import { track } from "./tracker";

/** The event a click on `element` reports; `source` (the element itself, or its menu) names it. */
export function clickedEvent(element: Element, source = element): [BrowserEventName, Record<string, unknown>] {
  const properties: Record<string, unknown> = {};
  for (const { name, value } of source.attributes) {
    if (name.startsWith("data-track-") && name !== "data-track-links") properties[name.slice(11).replace(/-/g, "_")] = value;
  }
  properties.text ??= (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  const href = element.getAttribute("href");
  if (href !== null) properties.destination ??= href;
  const event = source.getAttribute("data-track") ?? source.getAttribute("data-track-links");
  return [event as BrowserEventName, properties];
}

/** What a click on `target` reports, if anything. */
export function eventOfClick(target: Element): [BrowserEventName, Record<string, unknown>] | null {
  const tracked = target.closest("[data-track]");
  if (tracked) return clickedEvent(tracked);
  const link = target.closest("a[href]");
  const menu = link?.closest("[data-track-links]");
  return link && menu ? clickedEvent(link, menu) : null;
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const tracked = target && eventOfClick(target);
  if (tracked) track(...tracked);
  if (target?.closest("[data-consent-open]")) {
    event.preventDefault();
    dispatchEvent(new Event(CONSENT_OPEN_EVENT));
  }
}

/** Starts the page's click listener (capturing, so links that stop the click are heard too). */
export function listenForClicks(): () => void {
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
