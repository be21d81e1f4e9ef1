import type { Metadata } from "next";

import { CmsRoute } from "@/components/cms/CmsRoute";
import { pageMetadata } from "@/lib/cms/metadata";
import { urlPathFromSegments } from "@/lib/cms/paths";
import { fetchPage } from "@/lib/cms/pages";

type Props = { params: Promise<{ path?: string[] }> };

// The men's section has its own route so that its unknown paths get the men's 404 page.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function menUrlPath(params: Props["params"]) {
  return urlPathFromSegments(["men", ...((await params).path ?? [])]);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await fetchPage(await menUrlPath(params))).page);
}

export default async function MensPage({ params }: Props) {
  return <CmsRoute urlPath={await menUrlPath(params)} />;
}
