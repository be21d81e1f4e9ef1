import { cmsSectionRoute } from "@/components/cms/CmsRoute";

// Pages render on first request and are then served from cache (PAGE_REVALIDATE_SECONDS).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const route = cmsSectionRoute();
export const generateMetadata = route.generateMetadata;
export default route.Page;
