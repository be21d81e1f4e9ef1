// The rw_view_exp cookie: which experiment and variant the proxy served on the last few tested paths,
// read by the page to send Experiment Viewed (no per-visitor data in the cached HTML).
import type { Decision } from "./decide";

type ViewEntry = [number, string, string];
const MAX_VIEW_ENTRIES = 4;

/** The view cookie's map with this path's experiment added (the most recent few paths kept: a
 * prefetch of another tested page must not drop the one being looked at). Plain JSON: the proxy's
 * cookie API URL-encodes values when writing them and decodes them when reading. */
export function viewCookieValue(previous: string | undefined, path: string, decision: Pick<Decision, "experiment" | "variant">): string {
  let entries: [string, ViewEntry][] = [];
  try {
    const parsed = previous ? JSON.parse(previous) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      entries = Object.entries(parsed as Record<string, ViewEntry>).filter(([key]) => key !== path);
    }
  } catch {
    entries = [];
  }
  entries.push([path, [decision.experiment.id, decision.experiment.name, decision.variant.name]]);
  return JSON.stringify(Object.fromEntries(entries.slice(-MAX_VIEW_ENTRIES)));
}

/** The view cookie's map without this path's entry (the proxy made no visitor's decision for it:
 * experiment paused or ended, a preview, no consent, no config), or null when it has none, so
 * that a stale entry never sends Experiment Viewed for a page not served under the experiment.
 * An empty string: the cookie is left with no entry and should be deleted. */
export function viewCookieWithout(previous: string | undefined, path: string): string | null {
  if (!previous) return null;
  try {
    const parsed = JSON.parse(previous) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return "";
    if (!Object.prototype.hasOwnProperty.call(parsed, path)) return null;
    const entries = Object.entries(parsed as Record<string, ViewEntry>).filter(([key]) => key !== path);
    return entries.length ? JSON.stringify(Object.fromEntries(entries)) : "";
  } catch {
    return "";
  }
}

/** The experiment the view cookie (as document.cookie has it: URL-encoded) records for this path. */
export function viewedOn(cookieValue: string | undefined, path: string): { experiment_id: number; experiment_name: string; variant_name: string } | null {
  if (!cookieValue) return null;
  try {
    const entry = (JSON.parse(decodeURIComponent(cookieValue)) as Record<string, unknown>)[path];
    if (!Array.isArray(entry) || entry.length !== 3) return null;
    const [experiment_id, experiment_name, variant_name] = entry;
    if (typeof experiment_id !== "number" || typeof experiment_name !== "string" || typeof variant_name !== "string") return null;
    return { experiment_id, experiment_name, variant_name };
  } catch {
    return null;
  }
}
