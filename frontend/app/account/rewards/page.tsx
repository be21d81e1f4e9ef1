import type { Metadata } from "next";

import { Rewards } from "@/components/account/rewards/Rewards";
import { requireCustomerQuery } from "@/lib/account/server";
import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  AcceptLoyaltyCampaignDocument,
  AccountRewardsDocument,
  DeleteLoyaltyCampaignDocument,
  RewardProductsDocument,
} from "@/lib/graphql/generated/graphql";
import { loadReferral } from "@/lib/rewards/referral";
import { rewardsView } from "@/lib/rewards/rewards";

export const metadata: Metadata = { title: "Rewards" };

// Printed here: the browser gets the operations as text (see BrowserOperation).
const operations = {
  accept: browserOperation(AcceptLoyaltyCampaignDocument),
  decline: browserOperation(DeleteLoyaltyCampaignDocument),
};

export default async function RewardsPage() {
  const [data, referral] = await Promise.all([requireCustomerQuery(AccountRewardsDocument), loadReferral()]);
  const view = rewardsView({
    open: data.customerCampaigns,
    all: data.customerAllCampaigns,
    nextReward: data.customer.next_reward,
  });
  const skus = [...new Set(view.accepted.flatMap((offer) => offer.booster_accepted_list))];
  const products = skus.length ? (await requireCustomerQuery(RewardProductsDocument, { skus })).products : [];
  return (
    <Rewards
      customer={data.customer}
      view={view}
      subscriptions={data.subscriptions.subscriptions}
      names={new Map(products.map((product) => [product.sku, product.name]))}
      referral={referral}
      operations={operations}
    />
  );
}
