"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useMemo, useReducer, useRef } from "react";

import { Button } from "@/components/ui/Button";
import { browserStorage } from "@/lib/ui/storage";
import type { BrowserGraphQLResult, BrowserOperation } from "@/lib/graphql/browser";
import type {
  QuizQuestionFieldsFragment,
  SubmitQuizMutation,
  SubmitQuizMutationVariables,
} from "@/lib/graphql/generated/graphql";
import { quizResultPath } from "@/lib/quiz/paths";
import { quizPreviewHref } from "@/lib/quiz/preview";
import { forgetProgress, keepProgress, keptProgress } from "@/lib/quiz/progress-store";
import {
  askedQuestions,
  initialState,
  isMultiple,
  nextQuestionKey,
  progressOf,
  quizReducer,
  restoredState,
  submission,
} from "@/lib/quiz/steps";
import { storeCompletedQuiz } from "@/lib/quiz/stored-result";

import styles from "./QuizTaker.module.css";

export type SubmitQuizOperation = BrowserOperation<SubmitQuizMutation, SubmitQuizMutationVariables>;

type Props = {
  quizId: string;
  title: string;
  intro: string;
  questions: QuizQuestionFieldsFragment[];
  submitQuiz: SubmitQuizOperation;
  /** An editor's preview of a draft: the answers go to the preview's result (never stored). */
  previewToken?: string;
};

export const NEEDS_ANSWER = "Choose an answer to continue.";
export const NEEDS_ANSWERS = "Choose at least one answer to continue.";
export const NOT_SENT = "Your answers could not be sent. Check your connection and try again.";

/** The recommended plan's product id, as product events report it (the page's id without one). */
function recommendedId(result: NonNullable<SubmitQuizMutation["submitQuiz"]>["result"]): string | null {
  const { plan, product_page: page } = result.recommendation;
  const option = page?.add_to_cart_data.options.find((candidate) => candidate.ui_data.code === plan);
  return option?.id ?? page?.id ?? null;
}

/**
 * The hair quiz, one question per step: every step is worked out here (lib/quiz/steps.ts), with no
 * call to the server until the answers are sent. Radios or checkboxes in a fieldset whose legend
 * is the question; focus moves to the question at each step and the progress is announced. The
 * answers are kept in the tab (sessionStorage) so that a reload resumes; `?skip=true` opens on the
 * first question.
 */
export function QuizTaker({ quizId, title, intro, questions, submitQuiz, previewToken }: Props) {
  const router = useRouter();
  const reduce = useMemo(() => quizReducer(questions), [questions]);
  const [state, dispatch] = useReducer(reduce, questions, (all) => initialState(all, false));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the visitor's own moves, not the page load.
  const moved = useRef(false);
  const restored = useRef(false);
  const sending = useRef(false);
  const ids = useId();
  const { phase, answers } = state;

  // After hydration: the tab's kept answers and place; the landing pages' ?skip=true goes past the
  // intro (to the first question, with any kept answers).
  useEffect(() => {
    const kept = keptProgress(browserStorage("sessionStorage"), quizId);
    let start = (kept && restoredState(questions, kept)) || initialState(questions, false);
    if (start.phase.step === "intro" && new URLSearchParams(window.location.search).get("skip") === "true") {
      start = reduce(start, { type: "start" });
    }
    dispatch({ type: "restore", state: start });
    restored.current = true;
  }, [questions, quizId, reduce]);

  useEffect(() => {
    if (!restored.current || phase.step === "submitting") return;
    keepProgress(browserStorage("sessionStorage"), quizId, phase.step === "question" ? phase.key : null, answers);
  }, [answers, phase, quizId]);

  const shownKey =
    phase.step === "question" ? phase.key : phase.step === "submitting" ? askedQuestions(questions, answers).at(-1)?.key : null;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [shownKey]);

  useEffect(() => {
    if (phase.step !== "submitting" || sending.current) return;
    sending.current = true;
    if (previewToken) {
      // The draft is scored by the preview route: nothing is stored, here or on the server.
      forgetProgress(browserStorage("sessionStorage"), quizId);
      router.push(quizPreviewHref(previewToken, submission(questions, answers)));
      return;
    }
    void (async () => {
      // The transport is fetched with the submit, off the quiz page's first load; unreachable, the
      // answers were not sent.
      const transport = await import("@/lib/graphql/browser").catch(() => null);
      const result: BrowserGraphQLResult<SubmitQuizMutation> = transport
        ? await transport.postGraphQL(submitQuiz, { input: { quiz_id: quizId, answers: submission(questions, answers) } })
        : { kind: "failed" };
      const submitted = result.kind === "data" ? result.data.submitQuiz : null;
      if (!submitted) {
        sending.current = false;
        dispatch({ type: "failed", message: result.kind === "refused" ? result.message : NOT_SENT });
        return;
      }
      const { recommendation, line } = submitted.result;
      storeCompletedQuiz(browserStorage("localStorage"), {
        token: submitted.token,
        line,
        skus: [recommendation.sku, ...recommendation.boosters],
        recommendedId: recommendedId(submitted.result),
        completedAt: Date.now(),
      });
      forgetProgress(browserStorage("sessionStorage"), quizId);
      router.push(quizResultPath(line, submitted.token));
    })();
  }, [answers, phase.step, previewToken, questions, quizId, router, submitQuiz]);

  const act = (action: Parameters<typeof dispatch>[0]) => {
    moved.current = true;
    dispatch(action);
  };

  const question = shownKey ? questions.find((candidate) => candidate.key === shownKey) : undefined;

  if (!question) {
    // Some answers skip later questions: the count is the most anyone is asked.
    const branching = questions.some((candidate) => candidate.answers.some((answer) => answer.skips.length > 0));
    return (
      <section className={styles.intro} aria-labelledby={`${ids}-title`}>
        <h1 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className={styles.introTitle}>
          {title}
        </h1>
        {intro && <p className={styles.introText}>{intro}</p>}
        <p className={styles.introMeta}>
          {branching ? "Up to " : ""}
          {questions.length} questions · about {Math.max(1, Math.round(questions.length / 3))} minutes
        </p>
        <Button onClick={() => act({ type: "start" })} disabled={!questions.length}>
          {Object.keys(answers).length ? "Continue the Quiz" : "Start the Quiz"}
        </Button>
      </section>
    );
  }

  const submitting = phase.step === "submitting";
  const { step, total } = progressOf(questions, answers, question.key);
  const last = nextQuestionKey(questions, answers, question.key) === null;
  const multiple = isMultiple(question);
  const chosen = answers[question.key] ?? [];
  const helpId = `${ids}-help`;
  const problemId = `${ids}-problem`;
  const problem = state.unanswered === question.key ? (multiple ? NEEDS_ANSWERS : NEEDS_ANSWER) : state.error;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) act({ type: "next" });
  }

  return (
    <section className={styles.quiz} aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className={styles.title}>
        {title}
      </h1>
      <div className={styles.progress}>
        <p className={styles.progressText} aria-live="polite" aria-atomic="true">
          Question {step} of {total}
        </p>
        <div className={styles.track} aria-hidden="true">
          <div className={styles.bar} style={{ width: `${Math.round((step / total) * 100)}%` }} />
        </div>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
        <fieldset
          className={styles.fieldset}
          aria-describedby={[question.help_text && helpId, problem && problemId].filter(Boolean).join(" ") || undefined}
          aria-invalid={problem ? true : undefined}
        >
          <legend className={styles.legend}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.prompt} data-question={question.key}>
              {question.prompt}
            </h2>
          </legend>
          {question.help_text && (
            <p id={helpId} className={styles.help}>
              {question.help_text}
            </p>
          )}
          {question.image && (
            // eslint-disable-next-line @next/next/no-img-element -- a CMS rendition of known size
            <img
              className={styles.image}
              src={question.image.url}
              width={question.image.width}
              height={question.image.height}
              alt={question.image.alt}
            />
          )}
          <div className={styles.answers}>
            {question.answers.map((answer) => (
              <label key={answer.key} className={styles.answer}>
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={question.key}
                  value={answer.key}
                  checked={chosen.includes(answer.key)}
                  onChange={(event) =>
                    dispatch({ type: "choose", question: question.key, answer: answer.key, checked: event.target.checked })
                  }
                  className={styles.input}
                />
                <span>{answer.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => act({ type: "back" })} disabled={submitting}>
            Back
          </Button>
          <Button type="submit" loading={submitting}>
            {last ? "See My Results" : "Next"}
          </Button>
        </div>
      </form>
    </section>
  );
}
