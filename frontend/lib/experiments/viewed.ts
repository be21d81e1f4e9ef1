// Experiment Viewed, as the spec says: 3 s after a tested page is shown, once per page view, with
// experiment_id, experiment_name and variant_name. Loaded only on pages the proxy marked as tested.
// Note for the tracker's owner: a page() call (for page-visit goals) can join here once the
// tracker has it; the results also count any event whose context.page.path is the goal page.
import { track } from "@/lib/analytics/tracker";

import { VIEW_COOKIE } from "./types";
import { viewedOn } from "./view-cookie";

export const VIEWED_DELAY_MS = 3000;

function cookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Schedules the event for the page now shown; the returned function cancels it (the visitor left). */
export function scheduleExperimentViewed(): () => void {
  const path = window.location.pathname;
  const viewed = viewedOn(cookie(VIEW_COOKIE), path);
  if (!viewed) return () => {};
  const timer = setTimeout(() => {
    if (window.location.pathname === path) track("Experiment Viewed", viewed);
  }, VIEWED_DELAY_MS);
  return () => clearTimeout(timer);
}
