/**
 * The quiz taker's steps, as pure functions of the questions and the answers chosen so far: which
 * questions an answer skips, where Next and Back lead, the progress shown and what submitQuiz is
 * sent. Branching follows the server's rule (commerce/quiz/scoring.py): questions are read in
 * order, an answer skips later questions, and answers to a skipped question do not count.
 */

export type QuizAnswerChoice = { key: string; label: string; skips: readonly string[] };

export type QuizStepQuestion = {
  key: string;
  kind: string;
  answers: readonly QuizAnswerChoice[];
};

/** Question key -> the keys of the answers chosen (one for a single-choice question). */
export type QuizAnswers = Readonly<Record<string, readonly string[]>>;

/** Where the visitor is: the intro, one question (by key), or the answers being sent. */
export type QuizPhase = { step: "intro" } | { step: "question"; key: string } | { step: "submitting" };

export type QuizState = {
  phase: QuizPhase;
  answers: QuizAnswers;
  /** The question whose Next was pressed without an answer (its message shows until one is chosen). */
  unanswered: string | null;
  /** Why the last submit failed, in the shop's words; null otherwise. */
  error: string | null;
};

export type QuizAction =
  | { type: "start" }
  | { type: "choose"; question: string; answer: string; checked: boolean }
  | { type: "next" }
  | { type: "back" }
  | { type: "restore"; state: QuizState }
  | { type: "failed"; message: string };

export function isMultiple(question: QuizStepQuestion): boolean {
  return question.kind === "multiple";
}

/** The keys of the questions skipped by the answers of the questions that are not skipped. */
export function skippedQuestions(questions: readonly QuizStepQuestion[], answers: QuizAnswers): Set<string> {
  const skipped = new Set<string>();
  for (const question of questions) {
    if (skipped.has(question.key)) continue;
    for (const key of answers[question.key] ?? []) {
      const answer = question.answers.find((candidate) => candidate.key === key);
      for (const skip of answer?.skips ?? []) skipped.add(skip);
    }
  }
  return skipped;
}

/** The questions the visitor answers with these answers, in order. */
export function askedQuestions<Q extends QuizStepQuestion>(questions: readonly Q[], answers: QuizAnswers): Q[] {
  const skipped = skippedQuestions(questions, answers);
  return questions.filter((question) => !skipped.has(question.key));
}

/** Whether a question has an answer that the quiz still offers. */
export function isAnswered(question: QuizStepQuestion, answers: QuizAnswers): boolean {
  return (answers[question.key] ?? []).some((key) => question.answers.some((answer) => answer.key === key));
}

/** The question after `key` that is asked, or null when `key` is the last one. */
export function nextQuestionKey(questions: readonly QuizStepQuestion[], answers: QuizAnswers, key: string): string | null {
  const asked = askedQuestions(questions, answers);
  const index = asked.findIndex((question) => question.key === key);
  return asked[index + 1]?.key ?? null;
}

/** The question before `key` that is asked, or null on the first. */
export function previousQuestionKey(
  questions: readonly QuizStepQuestion[],
  answers: QuizAnswers,
  key: string,
): string | null {
  const asked = askedQuestions(questions, answers);
  const index = asked.findIndex((question) => question.key === key);
  return index > 0 ? asked[index - 1].key : null;
}

/** "Question n of total": the position among the questions asked with the answers so far. */
export function progressOf(
  questions: readonly QuizStepQuestion[],
  answers: QuizAnswers,
  key: string,
): { step: number; total: number } {
  const asked = askedQuestions(questions, answers);
  const index = asked.findIndex((question) => question.key === key);
  return { step: index + 1, total: asked.length };
}

/** The answers with `answer` chosen (a single choice replaces the previous one) or unchosen. */
export function choose(
  question: QuizStepQuestion,
  answers: QuizAnswers,
  answer: string,
  checked: boolean,
): QuizAnswers {
  if (!question.answers.some((candidate) => candidate.key === answer)) return answers;
  const current = answers[question.key] ?? [];
  let chosen: string[];
  if (!isMultiple(question)) chosen = checked ? [answer] : current.filter((key) => key !== answer);
  else if (checked) chosen = current.includes(answer) ? [...current] : [...current, answer];
  else chosen = current.filter((key) => key !== answer);
  // Kept in the order the quiz lists them, whatever order they were ticked in.
  const ordered = question.answers.map((candidate) => candidate.key).filter((key) => chosen.includes(key));
  return { ...answers, [question.key]: ordered };
}

/** What submitQuiz is sent: every question asked, in order, with its answers; none of the skipped. */
export function submission(
  questions: readonly QuizStepQuestion[],
  answers: QuizAnswers,
): { question: string; answers: string[] }[] {
  return askedQuestions(questions, answers).map((question) => ({
    question: question.key,
    answers: (answers[question.key] ?? []).filter((key) => question.answers.some((answer) => answer.key === key)),
  }));
}

/** Where a visitor starts: the first question with `?skip=true` (quiz landing pages), else the intro. */
export function initialState(questions: readonly QuizStepQuestion[], skipIntro: boolean): QuizState {
  const first = questions[0];
  return {
    phase: skipIntro && first ? { step: "question", key: first.key } : { step: "intro" },
    answers: {},
    unanswered: null,
    error: null,
  };
}

/**
 * A kept state (sessionStorage) made to fit the quiz as it is now: answers to questions or with
 * keys it no longer has are dropped, and a visitor whose question was removed or is now skipped
 * goes back to the first question that still needs an answer (one who was on the intro, to it).
 */
export function restoredState(
  questions: readonly QuizStepQuestion[],
  kept: { current: string | null; answers: Record<string, unknown> },
): QuizState | null {
  const answers: Record<string, string[]> = {};
  for (const question of questions) {
    const value = kept.answers[question.key];
    if (!Array.isArray(value)) continue;
    const keys = question.answers.map((answer) => answer.key).filter((key) => value.includes(key));
    if (keys.length) answers[question.key] = isMultiple(question) ? keys : keys.slice(0, 1);
  }
  const asked = askedQuestions(questions, answers);
  if (!asked.length) return null;
  // Back on the intro when they left it there, their answers kept for Start.
  if (kept.current === null) return { phase: { step: "intro" }, answers, unanswered: null, error: null };
  const current =
    asked.find((question) => question.key === kept.current) ??
    asked.find((question) => !isAnswered(question, answers)) ??
    asked[asked.length - 1];
  return { phase: { step: "question", key: current.key }, answers, unanswered: null, error: null };
}

/** The quiz taker's reducer: every step is computed here, in the browser, with no network call. */
export function quizReducer(questions: readonly QuizStepQuestion[]) {
  return function reduce(state: QuizState, action: QuizAction): QuizState {
    const phase = state.phase;
    const current = phase.step === "question" ? questions.find((question) => question.key === phase.key) : undefined;
    switch (action.type) {
      case "start":
        return questions[0] ? { ...state, phase: { step: "question", key: questions[0].key }, unanswered: null } : state;
      case "choose": {
        const question = questions.find((candidate) => candidate.key === action.question);
        if (!question || phase.step === "submitting") return state;
        const answers = choose(question, state.answers, action.answer, action.checked);
        return { ...state, answers, unanswered: null, error: null };
      }
      case "next": {
        if (!current) return state;
        if (!isAnswered(current, state.answers)) return { ...state, unanswered: current.key };
        const next = nextQuestionKey(questions, state.answers, current.key);
        return next
          ? { ...state, phase: { step: "question", key: next }, unanswered: null, error: null }
          : { ...state, phase: { step: "submitting" }, unanswered: null, error: null };
      }
      case "back": {
        if (!current) return state;
        const previous = previousQuestionKey(questions, state.answers, current.key);
        return {
          ...state,
          phase: previous ? { step: "question", key: previous } : { step: "intro" },
          unanswered: null,
          error: null,
        };
      }
      case "restore":
        return action.state;
      case "failed": {
        // Back on the last question, its answers kept, with the reason; Next tries again.
        const asked = askedQuestions(questions, state.answers);
        const last = asked[asked.length - 1];
        return last ? { ...state, phase: { step: "question", key: last.key }, error: action.message } : state;
      }
    }
  };
}
