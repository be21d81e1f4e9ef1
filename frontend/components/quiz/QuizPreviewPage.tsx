import type { PageOf } from "@/components/cms/pages/types";
import type { PageRegistry } from "@/components/cms/CmsRouteCore";

import { QuizPage } from "./QuizPage";

/** The quiz page type for an editor's preview: its answers go to the draft's result, unsaved. */
export function quizPreviewPages(token: string): PageRegistry {
  function QuizPreviewPage({ page }: { page: PageOf<"QuizPage"> }) {
    return <QuizPage page={page} previewToken={token} />;
  }
  return { QuizPage: QuizPreviewPage };
}
