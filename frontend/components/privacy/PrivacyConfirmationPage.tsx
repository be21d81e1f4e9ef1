import type { Metadata } from "next";

import { PageHeader } from "@/components/cms/pages/PageHeader";
import { StorefrontShell } from "@/components/layout/StorefrontShell";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { ConfirmPrivacyRequestDocument } from "@/lib/graphql/generated/graphql";
import { PRIVACY_REQUEST_PATH } from "@/lib/privacy/routes";

import { PrivacyConfirmation } from "./PrivacyConfirmation";
import styles from "./privacy.module.css";

const confirm = browserOperation(ConfirmPrivacyRequestDocument);

export const privacyConfirmationMetadata: Metadata = {
  title: "Confirm your privacy request",
  robots: { index: false, follow: false },
  // The token in the address must not travel to other sites in a Referer header.
  referrer: "no-referrer",
};

/** /privacy-request/confirm/<token>/: where the emailed link confirms a request. */
export function PrivacyConfirmationPage({ token }: { token: string }) {
  return (
    <StorefrontShell path={PRIVACY_REQUEST_PATH}>
      <article>
        <PageHeader title="Your privacy request" />
        <section className={styles.section}>
          <PrivacyConfirmation token={token} confirm={confirm} />
        </section>
      </article>
    </StorefrontShell>
  );
}
