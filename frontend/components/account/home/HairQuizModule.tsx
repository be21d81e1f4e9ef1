"use client";

import { Button } from "@/components/ui/Button";
import { useStoredQuizResults } from "@/lib/quiz/use-stored-quiz-results";
import { trackAccountModuleCta } from "@/lib/analytics/account-events";
import { quizResultPath } from "@/lib/quiz/paths";
import { useStoredQuizResult } from "@/lib/quiz/use-stored-result";

import styles from "./home.module.css";

type Props = {
  /** The women's quiz while it can be taken; null: there is none to offer. */
  quizHref: string | null;
  /** The customer's latest result on the server (customer.quiz_result); null without one. */
  result?: { token: string; line: string } | null;
};

/** The account home's hair quiz module: quiz_taken (a result on the account, or one stored in this
 * browser) links to the result's page with View; quiz_not_taken offers the quiz. */
export function HairQuizModule({ quizHref, result = null }: Props) {
  const stored = useStoredQuizResult();
  const storedElsewhere = useStoredQuizResults();
  const own = result ?? stored;
  // Results stored without a token (an older visit) can only lead back to the quiz.
  const viewHref = own ? quizResultPath(own.line, own.token) : storedElsewhere ? quizHref : null;
  if (!viewHref && !quizHref) return null;
  return (
    <section
      className={styles.module}
      aria-labelledby="hair-quiz-heading"
      data-state={viewHref ? "quiz_taken" : "quiz_not_taken"}
    >
      <h2 id="hair-quiz-heading">Your Hair Quiz</h2>
      {viewHref ? (
        <>
          <p>Your quiz results are saved, with the plan recommended for your root causes.</p>
          <Button
            href={viewHref}
            variant="secondary"
            onClick={() => trackAccountModuleCta("hair_quiz", "View")}
            aria-label="View your quiz results"
          >
            View
          </Button>
        </>
      ) : (
        <>
          <p>Answer a few questions about your hair and lifestyle, and get a plan built around your root causes.</p>
          <Button href={quizHref!} onClick={() => trackAccountModuleCta("hair_quiz", "Take the Quiz")}>
            Take the Quiz
          </Button>
        </>
      )}
    </section>
  );
}
