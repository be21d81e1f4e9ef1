import type { Metadata } from "next";

import { AccountPage } from "@/components/account/AccountPage";
import { GuaranteeView } from "@/components/consultations/GuaranteeView";
import { requireCustomerQuery } from "@/lib/account/server";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { ClaimGuaranteeDocument, GuaranteeStandingDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Money-Back Guarantee" };

const claim = browserOperation(ClaimGuaranteeDocument);

export default async function GuaranteePage() {
  const data = await requireCustomerQuery(GuaranteeStandingDocument);
  return (
    <AccountPage title="Money-Back Guarantee" customer={data.customer}>
      <GuaranteeView data={data} claim={claim} />
    </AccountPage>
  );
}
