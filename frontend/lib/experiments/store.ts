// The running experiments, held in memory by the proxy: loaded once (a first request waits a little
// for it), then refreshed in the background every `refreshMs` while requests use what is held.
import type { RunningExperiment } from "./types";

export type ExperimentsStore = {
  /** What is held now; only the very first calls wait (at most `firstLoadTimeoutMs`). */
  current(): Promise<RunningExperiment[]>;
};

type Options = { refreshMs?: number; firstLoadTimeoutMs?: number; now?: () => number };

export function experimentsStore(
  load: () => Promise<RunningExperiment[]>,
  { refreshMs = 30_000, firstLoadTimeoutMs = 250, now = Date.now }: Options = {},
): ExperimentsStore {
  let held: RunningExperiment[] | null = null;
  let loadedAt = 0;
  let inflight: Promise<void> | null = null;
  let firstLoad: Promise<void> | null = null;

  function refresh(): Promise<void> {
    inflight ??= load()
      // A failing refresh keeps the last good config (running experiments stay assigned and
      // counted); a failing first load means no experiment: everyone gets the control meanwhile.
      .then(
        (experiments) => {
          held = experiments;
        },
        () => {
          held ??= [];
        },
      )
      .finally(() => {
        loadedAt = now();
        inflight = null;
      });
    return inflight;
  }

  return {
    async current() {
      if (held === null) {
        firstLoad ??= Promise.race([
          refresh(),
          new Promise<void>((resolve) => setTimeout(resolve, firstLoadTimeoutMs)),
        ]);
        await firstLoad;
        return held ?? [];
      }
      if (now() - loadedAt >= refreshMs) void refresh();
      return held;
    },
  };
}
