import { ReferralSection } from "@/components/referrals/ReferralSection";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { CustomerReferralDocument } from "@/lib/graphql/generated/graphql";
import { isReferralPage } from "@/lib/referrals/referral-link";

import { StreamBlocks } from "../blocks/StreamBlocks";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

export function ContentPage({ page }: { page: PageOf<"ContentPage"> }) {
  return (
    <article>
      <PageHeader title={page.title} intro={page.intro} />
      {/* The referral pages give a signed-in customer their link, and a friend's link its claim. */}
      {isReferralPage(page.storefront_path) && <ReferralSection operation={browserOperation(CustomerReferralDocument)} />}
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
