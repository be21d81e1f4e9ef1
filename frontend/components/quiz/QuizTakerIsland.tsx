"use client";

import { lazyIsland } from "@/lib/ui/lazy-island";

/** The quiz (QuizTaker), its code in a chunk of its own rather than in the quiz page's first load. */
export const QuizTakerIsland = lazyIsland(() => import("./QuizTaker").then((module) => module.QuizTaker));
