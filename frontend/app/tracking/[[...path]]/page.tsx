import type { Metadata } from "next";

import { CmsRoute } from "@/components/cms/CmsRoute";
import { pageRegistryWithTracking } from "@/components/tracking/registry";
import { pageMetadata } from "@/lib/cms/metadata";
import { urlPathFromSegments } from "@/lib/cms/paths";
import { fetchPage } from "@/lib/cms/pages";

type Props = { params: Promise<{ path?: string[] }> };

// Order tracking has its own route so that only its pages download the order lookup form.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function trackingUrlPath(params: Props["params"]) {
  return urlPathFromSegments(["tracking", ...((await params).path ?? [])]);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await fetchPage(await trackingUrlPath(params))).page);
}

export default async function TrackingRoute({ params }: Props) {
  return <CmsRoute urlPath={await trackingUrlPath(params)} views={pageRegistryWithTracking} />;
}
