"use client";

import { useMemo, useSyncExternalStore } from "react";

import { QUIZ_RESULTS_KEY } from "./results-storage";

import { parseStoredResult } from "./stored-result";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUIZ_RESULTS_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

function rawStored(): string | null {
  try {
    return window.localStorage.getItem(QUIZ_RESULTS_KEY);
  } catch {
    return null;
  }
}

/** The token and line of the quiz result this browser keeps (null on the server and without one). */
export function useStoredQuizResult() {
  const raw = useSyncExternalStore(subscribe, rawStored, () => null);
  return useMemo(() => parseStoredResult(raw), [raw]);
}
