import { cmsSectionRoute } from "@/components/cms/CmsRoute";
import { pageRegistryWithTracking } from "@/components/tracking/registry";

// Order tracking has its own route so that only its pages download the order lookup form.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const route = cmsSectionRoute("tracking", pageRegistryWithTracking);
export const generateMetadata = route.generateMetadata;
export default route.Page;
