import type { QuizStepQuestion } from "./steps";

/** A women's quiz in miniature: four questions, the second skipped when the first says "no". */
export const QUESTIONS: QuizStepQuestion[] = [
  {
    key: "postpartum",
    kind: "single",
    answers: [
      { key: "yes", label: "Yes, within the last year", skips: [] },
      { key: "no", label: "No", skips: ["months-since-birth"] },
    ],
  },
  {
    key: "months-since-birth",
    kind: "single",
    answers: [
      { key: "0-3", label: "0 to 3 months", skips: [] },
      { key: "4-12", label: "4 to 12 months", skips: [] },
    ],
  },
  {
    key: "concerns",
    kind: "multiple",
    answers: [
      { key: "shedding", label: "Shedding", skips: [] },
      { key: "thinning", label: "Thinning", skips: [] },
      { key: "breakage", label: "Breakage", skips: ["diet"] },
    ],
  },
  {
    key: "diet",
    kind: "single",
    answers: [
      { key: "balanced", label: "Balanced", skips: [] },
      { key: "restricted", label: "Restricted", skips: [] },
    ],
  },
];
