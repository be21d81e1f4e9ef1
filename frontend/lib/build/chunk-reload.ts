/**
 * Chunks that fail to load (spec §8: a failed chunk load goes to the last route). Apart from
 * ./build-reload because the error boundary needs it on hand: once a chunk has failed, fetching
 * more code to deal with it may fail as well.
 */
import { fullLoad } from "./full-load";
import { loadOnce } from "./load-once";
import { browserStorage } from "@/lib/ui/storage";

/** sessionStorage flag: the address this tab last reloaded after a chunk failed to load. */
export const CHUNK_RELOAD_FLAG = "rootwell:chunk-reload";

/** A script or style chunk that did not load: webpack's ChunkLoadError, Turbopack's and the browsers' messages. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /failed to load chunk|loading (css )?chunk \S+ failed|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i.test(
      error.message,
    )
  );
}

/** After an error: a chunk that failed to load becomes a full navigation to the address, once. */
export function recoverFromChunkError(error: unknown, url: string, storage: Storage | null, load: (url: string) => void): boolean {
  if (!isChunkLoadError(error)) return false;
  return loadOnce(CHUNK_RELOAD_FLAG, url, url, storage, load);
}

/** In the browser: a chunk that failed to load becomes a full navigation to this same address,
 * once per address in this tab, so a chunk that stays missing cannot reload the page forever. */
export function reloadAfterChunkError(error: unknown): boolean {
  return recoverFromChunkError(error, window.location.href, browserStorage("sessionStorage"), fullLoad);
}
