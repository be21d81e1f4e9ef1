import { quizResultRoute } from "@/components/quiz/QuizResultRoute";

// Rendered on first request for each result, then served from cache like the CMS pages (results
// do not change; their plans and prices refresh with the CMS's cache).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const route = quizResultRoute("men");
export const metadata = route.metadata;
export default route.Page;
