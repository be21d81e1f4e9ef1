import { cmsSectionRouteWith } from "@/components/cms/CmsRouteCore";
import { quizPages } from "@/components/quiz/registry";

// The men's hair quiz has its own route so that only its pages download the quiz taker; unknown
// paths under it get the men's 404 page.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const route = cmsSectionRouteWith("men/quiz", quizPages);
export const generateMetadata = route.generateMetadata;
export default route.Page;
