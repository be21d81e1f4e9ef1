import Link from "next/link";

import type { QuizResultData } from "@/lib/quiz/server";

import styles from "./QuizResultView.module.css";
import { QuizResultView } from "./QuizResultView";

export const PREVIEW_NOT_SAVED = "Preview — not saved";

type Props = {
  /** The draft's result, or the API's reason for not scoring it. */
  outcome: { result: QuizResultData } | { problem: string };
  /** The preview from its intro, to take the draft again. */
  retakeHref: string;
};

/** An editor's draft quiz result, shown in the preview as shoppers will see it and marked as
 * not saved: nothing was stored, and the live quiz is untouched. */
export function QuizPreviewResult({ outcome, retakeHref }: Props) {
  return (
    <>
      <p className={styles.previewBanner} role="status" data-testid="quiz-preview-banner">
        <strong>{PREVIEW_NOT_SAVED}</strong>
        <span>This is the draft&apos;s result; publish the quiz to use it.</span>
      </p>
      {"result" in outcome ? (
        <QuizResultView result={outcome.result} retakeHref={retakeHref} />
      ) : (
        <div className={styles.previewProblem}>
          <p role="alert">{outcome.problem}</p>
          <p>
            <Link href={retakeHref}>Take the draft quiz again</Link>
          </p>
        </div>
      )}
    </>
  );
}
