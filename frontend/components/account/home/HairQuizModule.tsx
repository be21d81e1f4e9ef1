"use client";

import { Button } from "@/components/ui/Button";
import { useStoredQuizResults } from "@/lib/browser/use-stored-quiz-results";
import { trackAccountModuleCta } from "@/lib/analytics/tracker";

import styles from "./home.module.css";

/** The account home's hair quiz module, shown while the quiz exists: quiz_not_taken offers the
 * quiz, quiz_taken (results stored in this browser) links to them, on the quiz page. */
export function HairQuizModule({ quizHref }: { quizHref: string }) {
  const taken = useStoredQuizResults();
  return (
    <section className={styles.module} aria-labelledby="hair-quiz-heading" data-state={taken ? "quiz_taken" : "quiz_not_taken"}>
      <h2 id="hair-quiz-heading">Your Hair Quiz</h2>
      {taken ? (
        <>
          <p>Your quiz results are saved, with the plan recommended for your root causes.</p>
          <Button
            href={quizHref}
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
          <Button href={quizHref} onClick={() => trackAccountModuleCta("hair_quiz", "Take the Quiz")}>
            Take the Quiz
          </Button>
        </>
      )}
    </section>
  );
}
