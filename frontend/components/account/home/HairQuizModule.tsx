"use client";

import { Button } from "@/components/ui/Button";
import { useStoredQuizResults } from "@/lib/browser/use-stored-quiz-results";
import { quizHref } from "@/lib/browser/quiz-results";
import { trackAccountModuleCta } from "@/lib/analytics/tracker";

import styles from "./home.module.css";

/** Where a returning quiz taker sees the results stored in their browser: the quiz page. */
const QUIZ_RESULTS_HREF = quizHref("women");

/** The account home's hair quiz module: quiz_not_taken offers the quiz,
 * quiz_taken (results stored in this browser) links to them. */
export function HairQuizModule() {
  const taken = useStoredQuizResults();
  return (
    <section className={styles.module} aria-labelledby="hair-quiz-heading" data-state={taken ? "quiz_taken" : "quiz_not_taken"}>
      <h2 id="hair-quiz-heading">Your Hair Quiz</h2>
      {taken ? (
        <>
          <p>Your quiz results are saved, with the plan recommended for your root causes.</p>
          <Button
            href={QUIZ_RESULTS_HREF}
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
          <Button href={quizHref("women")} onClick={() => trackAccountModuleCta("hair_quiz", "Take the Quiz")}>
            Take the Quiz
          </Button>
        </>
      )}
    </section>
  );
}
