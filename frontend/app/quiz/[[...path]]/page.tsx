import { cmsSectionRouteWith } from "@/components/cms/CmsRouteCore";
import { quizPages } from "@/components/quiz/registry";

// The hair quiz has its own route so that only its pages download the quiz taker (and nothing else).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const route = cmsSectionRouteWith("quiz", quizPages);
export const generateMetadata = route.generateMetadata;
export default route.Page;
