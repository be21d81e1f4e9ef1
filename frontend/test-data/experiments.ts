import type { RunningExperiment } from "@/lib/experiments/types";

/** The duos page's experiment: the page against its quiz-first revision, which `quizFirstShare`
 * of every hundred visitors see. */
export function duosExperiment(quizFirstShare: number): RunningExperiment {
  return {
    id: 18,
    name: "Duos page: quiz first",
    path: "/shop-duos/",
    variants: [
      { slug: "control", name: "Duos page", weight: 100 - quizFirstShare, kind: "control", path: null },
      { slug: "quiz-first", name: "Quiz first", weight: quizFirstShare, kind: "revision", path: null },
    ],
  };
}
