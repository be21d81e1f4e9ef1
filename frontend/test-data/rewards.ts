// Loyalty offers as the API answers them (loyalty contract), for the rewards pages' tests.
import type { LoyaltyCampaignFieldsFragment } from "@/lib/graphql/generated/graphql";
import { usd } from "@/test-data/money";

export function rewardOffer(changes: Partial<LoyaltyCampaignFieldsFragment> = {}): LoyaltyCampaignFieldsFragment {
  return {
    __typename: "LoyaltyCampaign",
    segment_id: 1,
    segment_name: "oct_upgrade_womens_25",
    subscription_id: 12,
    reward_type: "pick_your_booster",
    title: "Pick a booster",
    description: "Add a booster to your next shipment.",
    pencil_banner_text: "Pick your booster: it ships with your next order",
    is_accepted: false,
    is_used: false,
    used_order_number: null,
    remaining_lifetime: 10,
    run_with_next_rebill: true,
    booster_list: ["RW-BIOTIN-1M-S01", "RW-ASHWA-1M-S01"],
    booster_accepted_list: [],
    reward_price: usd("20.00"),
    upgrade_interval: null,
    upgrade_coupon_code: null,
    friend_discount: null,
    ...changes,
  };
}
