/**
 * The part of the new-build check every page carries (spec §4, §8): it is on the first load, so
 * it stays small and the rest (./build-reload) is loaded after the page.
 */
import { browserStorage } from "@/lib/ui/storage";

/** sessionStorage flag: set once this tab has loaded a page afresh for a build change. */
export const BUILD_RELOAD_FLAG = "rootwell:build-reload";

/**
 * A full load of `url` for a build change, at most once per session: during a rolling deploy two
 * builds answer in turn, and a tab that reloaded for each would reload on every navigation.
 * `reason` (the build reloaded for) is kept for diagnosis only.
 */
export function reloadOncePerSession(reason: string, url: string, storage: Storage | null, load: (url: string) => void): boolean {
  try {
    if (!storage || storage.getItem(BUILD_RELOAD_FLAG) !== null) return false;
    storage.setItem(BUILD_RELOAD_FLAG, reason);
  } catch {
    return false;
  }
  load(url);
  return true;
}

type BuildReload = { afterNavigation: (firstPage: boolean) => Promise<boolean> };

/**
 * Run after each page is shown. If the check's own code cannot load while online after a
 * client-side navigation, this tab's build is gone from the server: load the page afresh, under
 * the same once-per-session flag. Never on the first page, which the server has just sent.
 */
export function checkForNewBuild(firstPage: boolean, loadCode: () => Promise<BuildReload> = () => import("./build-reload")): Promise<boolean> {
  return loadCode().then(
    (reload) => reload.afterNavigation(firstPage),
    () =>
      !firstPage &&
      navigator.onLine &&
      reloadOncePerSession("unloadable", location.href, browserStorage("sessionStorage"), (url) => location.assign(url)),
  );
}
