import { cmsSectionRoute } from "@/components/cms/CmsRoute";

// The men's section has its own route so that its unknown paths get the men's 404 page.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const route = cmsSectionRoute("men");
export const generateMetadata = route.generateMetadata;
export default route.Page;
