import type { PageOf } from "@/components/cms/pages/types";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { SubmitQuizDocument } from "@/lib/graphql/generated/graphql";

import { QuizTaker } from "./QuizTaker";

// Printed on the server: the browser receives the mutation as text, not the GraphQL library.
const submitQuiz = browserOperation(SubmitQuizDocument);

/** A quiz page (/quiz/, /men/quiz/): its intro, then its questions, taken in the browser. */
export function QuizPage({ page, previewToken }: { page: PageOf<"QuizPage">; previewToken?: string }) {
  return (
    // Keyed by page: another quiz (or a new revision's questions) starts its own taker.
    <QuizTaker
      key={page.id}
      quizId={page.id ?? ""}
      title={page.title}
      intro={page.intro}
      questions={page.questions}
      submitQuiz={submitQuiz}
      previewToken={previewToken}
    />
  );
}
