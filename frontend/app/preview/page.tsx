import type { Metadata } from "next";

import { CmsPageView } from "@/components/cms/CmsPageView";
import { ErrorView } from "@/components/errors/ErrorView";
import { StorefrontShell } from "@/components/layout/StorefrontShell";
import { quizPreviewPages } from "@/components/quiz/QuizPreviewPage";
import { QuizPreviewResult } from "@/components/quiz/QuizPreviewResult";
import { pageRegistryWithTracking } from "@/components/tracking/registry";
import { pageLayout } from "@/lib/cms/layout";
import { fetchPreviewPage } from "@/lib/cms/pages";
import { fetchChrome } from "@/lib/layout/chrome";
import { sectionForPath } from "@/lib/layout/chrome-rules";
import { withoutClosedQuizLinksIn } from "@/lib/layout/quiz-links";
import { PREVIEW_ANSWERS_PARAM, previewAnswersOf, quizPreviewStartHref } from "@/lib/quiz/preview";
import { fetchPreviewQuizResult } from "@/lib/quiz/server";

type Props = { searchParams: Promise<{ token?: string | string[]; [PREVIEW_ANSWERS_PARAM]?: string | string[] }> };

// Editors' drafts: rendered on every request with the same components shoppers see, never cached.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Preview", robots: { index: false, follow: false } };

export default async function PreviewPage({ searchParams }: Props) {
  const { token, [PREVIEW_ANSWERS_PARAM]: answersParam } = await searchParams;
  const page = typeof token === "string" && token ? await fetchPreviewPage(token) : null;
  if (!page) {
    return (
      <StorefrontShell path="/">
        <ErrorView
        code="404"
        heading="This preview has expired"
        text="Preview links last an hour. Open the preview again from the CMS."
        homeHref="/"
          homeLabel="Back to the shop"
        />
      </StorefrontShell>
    );
  }
  const layout = pageLayout(page);
  const path = layout?.storefront_path ?? "/";
  // Drafts show what shoppers will get: no link to a quiz that cannot be taken.
  const { quiz_paths } = await fetchChrome(sectionForPath(path));
  // A draft quiz taken in the preview: its result in place, scored by the API and never stored.
  const answers = page.__typename === "QuizPage" ? previewAnswersOf(answersParam) : null;
  if (answers && typeof token === "string") {
    const outcome = await fetchPreviewQuizResult(token, answers);
    return (
      <StorefrontShell path={path} layout={layout}>
        <QuizPreviewResult outcome={outcome} retakeHref={quizPreviewStartHref(token)} />
      </StorefrontShell>
    );
  }
  return (
    <StorefrontShell path={path} layout={layout}>
      <CmsPageView page={withoutClosedQuizLinksIn(page, quiz_paths)} views={{ ...pageRegistryWithTracking, ...quizPreviewPages(String(token)) }} />
    </StorefrontShell>
  );
}
