"use client";

import { useSyncExternalStore } from "react";

import { QUIZ_RESULTS_INFO_KEY, QUIZ_RESULTS_KEY, hasStoredQuizResults } from "./results-storage";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUIZ_RESULTS_KEY || event.key === QUIZ_RESULTS_INFO_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

function storedHere(): boolean {
  try {
    return hasStoredQuizResults(window.localStorage);
  } catch {
    return false;
  }
}

/** Whether this browser holds quiz results (false while rendering on the server), following
 * results saved in another tab. */
export function useStoredQuizResults(): boolean {
  return useSyncExternalStore(subscribe, storedHere, () => false);
}
