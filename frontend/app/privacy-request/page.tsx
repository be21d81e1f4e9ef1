import { PrivacyRequestPage, privacyRequestMetadata } from "@/components/privacy/PrivacyRequestPage";

// Rendered on first request and then served from cache, as CMS pages are; the link's
// `?preselected=` is applied in the browser.
export const revalidate = 60;

export const generateMetadata = privacyRequestMetadata;

export default function Page() {
  return <PrivacyRequestPage />;
}
