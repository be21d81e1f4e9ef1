import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";

import { StorefrontShell } from "@/components/layout/StorefrontShell";
import { fetchChrome } from "@/lib/layout/chrome";
import { QUIZ_PATHS, quizIsLive } from "@/lib/layout/quiz-links";
import { quizLine, quizResultPath, type QuizLine } from "@/lib/quiz/paths";
import { fetchQuizResult } from "@/lib/quiz/server";

import { QuizResultView } from "./QuizResultView";

type Props = { params: Promise<{ token: string }> };

export const QUIZ_RESULT_TITLE = "Your Hair Quiz Results";

/**
 * A line's result route (/quiz/results/<token>/, /men/quiz/results/<token>/): the result, server
 * rendered; an unknown token is the shop's (or the men's) 404, and a result of the other line is
 * sent to its own address.
 */
export function quizResultRoute(line: QuizLine) {
  return {
    // Shareable by its token, but not a page for search engines.
    metadata: { title: QUIZ_RESULT_TITLE, robots: { index: false, follow: false } } satisfies Metadata,
    async Page({ params }: Props) {
      const { token } = await params;
      const result = await fetchQuizResult(token);
      if (!result) notFound();
      const path = quizResultPath(result.line, result.token);
      if (quizLine(result.line) !== line) redirect(path);
      const { quiz_paths } = await fetchChrome(line);
      const retakeHref = quizIsLive(line, quiz_paths) ? QUIZ_PATHS[line] : null;
      return (
        <StorefrontShell path={path}>
          <QuizResultView result={result} retakeHref={retakeHref} />
        </StorefrontShell>
      );
    },
  };
}
