// What a visitor closed (a notification, a banner), remembered for the rest of the browser session:
// a JSON list of ids under one sessionStorage key, read through useSyncExternalStore.
import { useSyncExternalStore } from "react";

import { browserStorage } from "./storage";

export type SessionDismissals = {
  /** Hides `id` for the rest of the session, and tells every reader on the page. */
  dismiss(id: string): void;
  subscribe(onChange: () => void): () => void;
  snapshot(): string;
};

/** The ids listed in a snapshot; a garbled one lists none. */
export function dismissedIds(snapshot: string): Set<string> {
  try {
    const ids: unknown = JSON.parse(snapshot);
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/** The dismissals kept under `storageKey`; `changeEvent` is the window event that says they changed. */
export function sessionDismissals(storageKey: string, changeEvent: string): SessionDismissals {
  function snapshot(): string {
    try {
      return browserStorage("sessionStorage")?.getItem(storageKey) ?? "[]";
    } catch {
      return "[]";
    }
  }
  return {
    snapshot,
    subscribe(onChange) {
      window.addEventListener(changeEvent, onChange);
      return () => window.removeEventListener(changeEvent, onChange);
    },
    dismiss(id) {
      const ids = dismissedIds(snapshot());
      ids.add(id);
      try {
        browserStorage("sessionStorage")?.setItem(storageKey, JSON.stringify([...ids]));
      } catch {
        // Storage refused: hidden until the page is left.
      }
      window.dispatchEvent(new Event(changeEvent));
    },
  };
}

/** The ids dismissed so far; null on the server and while hydrating, when nothing may be drawn
 * until the dismissals have been read. */
export function useDismissed(dismissals: SessionDismissals): Set<string> | null {
  const snapshot = useSyncExternalStore(dismissals.subscribe, dismissals.snapshot, () => null);
  return snapshot === null ? null : dismissedIds(snapshot);
}
