import type { Metadata } from "next";

import { CmsRoute } from "@/components/cms/CmsRoute";
import { pageMetadata } from "@/lib/cms/metadata";
import { urlPathFromSegments } from "@/lib/cms/paths";
import { fetchPage } from "@/lib/cms/pages";

type Props = { params: Promise<{ path?: string[] }> };

// Pages render on first request and are then served from cache (PAGE_REVALIDATE_SECONDS).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await fetchPage(urlPathFromSegments((await params).path))).page);
}

export default async function Page({ params }: Props) {
  return <CmsRoute urlPath={urlPathFromSegments((await params).path)} />;
}
