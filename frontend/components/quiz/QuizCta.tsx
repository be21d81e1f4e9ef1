"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useSyncExternalStore } from "react";

import { Button, type ButtonVariant } from "@/components/ui/Button";
import { isMenPath } from "@/lib/experiments/brand-variant";
import { QUIZ_RESULTS_INFO_KEY, QUIZ_RESULTS_KEY, hasStoredQuizResults, quizHref } from "@/lib/quiz/results-storage";

import styles from "./QuizCta.module.css";

function subscribeToStorage(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUIZ_RESULTS_KEY || event.key === QUIZ_RESULTS_INFO_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

function quizCompletedHere(): boolean {
  try {
    return hasStoredQuizResults(window.localStorage);
  } catch {
    return false;
  }
}

type QuizCtaProps = {
  /** Which quiz: the men's or the women's. Defaults to the line of the current path. */
  line?: "men" | "women";
  /** Quiz landing pages send visitors straight into the questions (?skip=true). */
  skipIntro?: boolean;
  variant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
};

/**
 * The quiz call to action. The server renders it as a plain
 * link; once hydrated it is hidden, keeping its space, for a visitor whose quiz results are
 * already stored in this browser (and follows results saved in another tab).
 */
export function QuizCta({ line, skipIntro = false, variant = "primary", className, children = "Take the Quiz" }: QuizCtaProps) {
  const pathname = usePathname() ?? "/";
  const completed = useSyncExternalStore(subscribeToStorage, quizCompletedHere, () => false);
  const quizLine = line ?? (isMenPath(pathname) ? "men" : "women");

  return (
    <Button
      href={quizHref(quizLine, skipIntro)}
      variant={variant}
      className={[completed && styles.completed, className].filter(Boolean).join(" ")}
      aria-hidden={completed || undefined}
      tabIndex={completed ? -1 : undefined}
    >
      {children}
    </Button>
  );
}
