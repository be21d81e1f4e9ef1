// Experiment Viewed, as the spec says: 3 s after a tested page is shown (components/experiments/
// ExperimentViewed.tsx waits), once per page view, with experiment_id, experiment_name and
// variant_name. Loaded only on pages the proxy marked as tested.
// Note for the tracker's owner: a page() call (for page-visit goals) can join here once the
// tracker has it; the results also count any event whose context.page.path is the goal page.
import { track } from "@/lib/analytics/tracker";

import { VIEW_COOKIE } from "./types";
import { viewedOn } from "./view-cookie";

function cookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Sends the event for `path` if the visitor is still on it and the proxy served it a variant. */
export function sendExperimentViewed(path: string): void {
  if (window.location.pathname !== path) return;
  const viewed = viewedOn(cookie(VIEW_COOKIE), path);
  if (viewed) track("Experiment Viewed", viewed);
}
