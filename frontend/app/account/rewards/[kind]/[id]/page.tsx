import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { AccountPage } from "@/components/account/AccountPage";
import { type Choice, ProductChoice } from "@/components/account/rewards/ProductChoice";
import { RewardNotAvailable } from "@/components/account/rewards/RewardNotAvailable";
import { RewardThumb } from "@/components/account/rewards/RewardThumb";
import { UpgradeConfirmation } from "@/components/account/rewards/UpgradeConfirmation";
import { requireCustomerQuery } from "@/lib/account/server";
import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  AcceptLoyaltyCampaignDocument,
  EstimateSubscriptionQuoteDocument,
  RewardChoiceDocument,
  RewardOffersDocument,
  UpgradeSubscriptionDocument,
} from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";
import { isRewardPage, parseRewardId, REWARD_PAGES } from "@/lib/rewards/rewards";

export const metadata: Metadata = { title: "Rewards" };

// Printed here: the browser gets the operations as text (see BrowserOperation).
const accept = browserOperation(AcceptLoyaltyCampaignDocument);
const upgrade = browserOperation(UpgradeSubscriptionDocument);
const estimate = browserOperation(EstimateSubscriptionQuoteDocument);

const TITLES = {
  "booster-selection": "Choose Your Booster",
  "gift-selection": "Choose Your Gift",
  "upgrade-confirmation": "Upgrade Your Plan",
} as const;

type Props = { params: Promise<{ kind: string; id: string }> };
type Money = { value: string; currency: string };
const money = (amount: Money) => formatPrice(amount.value, amount.currency);

/** Choosing a booster or a gift, confirming an upgrade: for one of the customer's open offers only. */
export default async function RewardPage({ params }: Props) {
  const { kind, id } = await params;
  if (!isRewardPage(kind)) notFound();
  const { customer, customerCampaigns } = await requireCustomerQuery(RewardOffersDocument);
  const segmentId = parseRewardId(id);
  // Unknown, another customer's, accepted, declined or expired: all the same to the customer.
  const offer = customerCampaigns.find(
    (candidate) => candidate.segment_id === segmentId && candidate.reward_type === REWARD_PAGES[kind] && !candidate.is_accepted,
  );
  if (!offer) return <RewardNotAvailable customer={customer} />;

  const { products, subscription } = await requireCustomerQuery(RewardChoiceDocument, {
    skus: kind === "upgrade-confirmation" ? [] : offer.booster_list,
    entity_id: offer.subscription_id,
  });
  if (!subscription) return <RewardNotAvailable customer={customer} />;
  const shipped = subscription.quote.items.map((item) => ({ sku: item.sku, qty: item.qty }));

  if (kind === "upgrade-confirmation") {
    if (!offer.upgrade_interval) return <RewardNotAvailable customer={customer} />;
    return (
      <AccountPage title={TITLES[kind]} customer={customer}>
        <UpgradeConfirmation
          offer={{ ...offer, upgrade_interval: offer.upgrade_interval }}
          subscription={{ ...subscription, products: shipped }}
          upgrade={upgrade}
          estimate={estimate}
        />
      </AccountPage>
    );
  }

  const bySku = new Map(products.map((product) => [product.sku, product]));
  const choices: Choice[] = offer.booster_list.flatMap((sku) => {
    const product = bySku.get(sku);
    if (!product) return [];
    const rewardPrice = kind === "gift-selection" ? { value: "0", currency: product.price.currency } : (offer.reward_price ?? product.price);
    const free = Number(rewardPrice.value) === 0;
    const lower = Number(rewardPrice.value) < Number(product.price.value);
    return [
      {
        sku,
        name: product.name,
        priceText: free ? "Free" : money(rewardPrice),
        wasText: lower ? money(product.price) : undefined,
        thumb: <RewardThumb image={product.image} />,
      },
    ];
  });
  if (!choices.length) return <RewardNotAvailable customer={customer} />;
  return (
    <AccountPage title={TITLES[kind]} customer={customer}>
      <ProductChoice
        kind={kind === "booster-selection" ? "booster" : "gift"}
        offer={offer}
        choices={choices}
        subscription={{ ...subscription, products: shipped }}
        accept={accept}
        estimate={estimate}
      />
    </AccountPage>
  );
}
