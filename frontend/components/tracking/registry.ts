import { pageRegistry, type PageRegistry } from "@/components/cms/CmsPageView";

import { TrackingPage } from "./TrackingPage";

/** Every page type, tracking pages included: for the routes that may show a tracking page (its own
 * route and editors' previews). */
export const pageRegistryWithTracking: PageRegistry = { ...pageRegistry, TrackingPage };
