import { notFound } from "next/navigation";

import { PrivacyRequestPage, privacyRequestMetadata } from "@/components/privacy/PrivacyRequestPage";

// Rendered on first request (never at build time, when there is no backend) and then served from
// cache, as CMS pages are; the link's `?preselected=` is applied in the browser. Only
// /privacy-request/ itself is a page here (its confirmation links have their own route).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ path?: string[] }> };

export const generateMetadata = privacyRequestMetadata;

export default async function Page({ params }: Props) {
  if ((await params).path?.length) notFound();
  return <PrivacyRequestPage />;
}
