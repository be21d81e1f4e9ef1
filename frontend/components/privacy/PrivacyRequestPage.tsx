import type { Metadata } from "next";
import { Suspense } from "react";

import { StreamBlocks } from "@/components/cms/blocks/StreamBlocks";
import { CmsDate } from "@/components/cms/pages/CmsDate";
import listing from "@/components/cms/pages/listing.module.css";
import { PageHeader } from "@/components/cms/pages/PageHeader";
import type { PageOf } from "@/components/cms/pages/types";
import { DEFAULT_LAYOUT, StorefrontShell } from "@/components/layout/StorefrontShell";
import { pageLayout } from "@/lib/cms/layout";
import { pageMetadata } from "@/lib/cms/metadata";
import { type CmsPage, fetchPage } from "@/lib/cms/pages";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { SubmitPrivacyRequestDocument } from "@/lib/graphql/generated/graphql";
import { PRIVACY_REQUEST_INTRO, PRIVACY_REQUEST_PATH, PRIVACY_REQUEST_TITLE } from "@/lib/privacy/routes";

import { PreselectedPrivacyRequestForm } from "./PreselectedPrivacyRequestForm";
import { PrivacyRequestForm } from "./PrivacyRequestForm";
import styles from "./privacy.module.css";

// Printed on the server: the browser receives the mutation as text, not the GraphQL library.
const submit = browserOperation(SubmitPrivacyRequestDocument);

type LegalText = PageOf<"LegalPage"> | PageOf<"LegalIndexPage">;

function legalText(page: CmsPage | null): LegalText | null {
  return page?.__typename === "LegalPage" || page?.__typename === "LegalIndexPage" ? (page as LegalText) : null;
}

/** Never indexed: a form, not content. The CMS's legal page at the path names it when there is one. */
export async function privacyRequestMetadata(): Promise<Metadata> {
  const page = legalText((await fetchPage(PRIVACY_REQUEST_PATH)).page);
  return {
    ...pageMetadata(page),
    title: page ? pageMetadata(page).title : PRIVACY_REQUEST_TITLE,
    robots: { index: false, follow: true },
  };
}

/**
 * /privacy-request/: the editors' legal text of the page (its title, last update and body, from
 * the CMS when it has one at this path) around the privacy request form. The footer's ad-choices
 * link and the privacy notices lead here; `?preselected=` chooses the request type.
 */
export async function PrivacyRequestPage() {
  const page = legalText((await fetchPage(PRIVACY_REQUEST_PATH)).page);
  return (
    <StorefrontShell path={PRIVACY_REQUEST_PATH} layout={page ? pageLayout(page) : DEFAULT_LAYOUT}>
      <article>
        <PageHeader title={page?.title ?? PRIVACY_REQUEST_TITLE} intro={page ? null : PRIVACY_REQUEST_INTRO} />
        {page && (
          <p className={listing.lastUpdated}>
            Last updated <CmsDate value={page.last_updated} />
          </p>
        )}
        <section className={styles.section} aria-label="Make a privacy request">
          {/* Rendered ahead of time without the link's choice, which the browser then applies. */}
          <Suspense fallback={<PrivacyRequestForm submit={submit} />}>
            <PreselectedPrivacyRequestForm submit={submit} />
          </Suspense>
        </section>
        {page && <StreamBlocks blocks={page.body} />}
      </article>
    </StorefrontShell>
  );
}
