/**
 * New builds and missing chunks (spec §4, §8). Loaded only after a navigation or an error, so a
 * page's first load carries none of it.
 */
import { reloadAfterChunkError } from "./chunk-reload";
import { fullLoad } from "./full-load";
import { reloadOncePerSession } from "./new-build-check";
import { browserStorage } from "@/lib/ui/storage";

export type BuildCheck = {
  /** The build this tab was loaded from. */
  ownBuild: string;
  /** The build the server runs now; null when it cannot say. */
  fetchBuild: () => Promise<string | null>;
  storage: Storage | null;
  load: (url: string) => void;
};

/**
 * After a client-side navigation to `url`: when the server now runs another build, load `url`
 * afresh so the tab runs the new code. Once per session: if the load still brings the old build
 * (a cache in between), or two builds answer in turn (a rolling deploy), the tab carries on.
 */
export async function reloadForNewBuild(url: string, check: BuildCheck): Promise<boolean> {
  let serverBuild: string | null;
  try {
    serverBuild = await check.fetchBuild();
  } catch {
    return false;
  }
  if (!serverBuild || serverBuild === check.ownBuild) return false;
  return reloadOncePerSession(serverBuild, url, check.storage, check.load);
}

async function fetchServerBuild(): Promise<string | null> {
  const response = await fetch("/api/build/", { cache: "no-store" });
  if (!response.ok) return null;
  const { build } = (await response.json()) as { build?: unknown };
  return typeof build === "string" ? build : null;
}

/**
 * What the storefront runs once a page is shown: on the first page it only starts watching for
 * chunks that fail to load (a lazily loaded part of the page); after a client-side navigation it
 * also compares builds. The page's <html data-build> names the build the tab was loaded from.
 */
export async function afterNavigation(firstPage: boolean): Promise<boolean> {
  watchChunkErrors();
  if (firstPage) return false;
  const ownBuild = document.documentElement.dataset.build;
  if (!ownBuild) return false;
  return reloadForNewBuild(window.location.href, {
    ownBuild,
    fetchBuild: fetchServerBuild,
    storage: browserStorage("sessionStorage"),
    load: fullLoad,
  });
}

let watching = false;

/** A dynamic import that fails (a chunk removed by a deploy) becomes a full navigation, once. */
function watchChunkErrors() {
  if (watching) return;
  watching = true;
  window.addEventListener("unhandledrejection", (event) => reloadAfterChunkError(event.reason));
}
