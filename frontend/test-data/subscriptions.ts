// Subscriptions as the API answers them, for the subscription pages' tests.
import type { Country, SavedAddress } from "@/lib/account/address";
import type {
  AccountSubscriptionQuery,
  SubscriptionAddressChangeQuery,
  SubscriptionOfferFieldsFragment,
} from "@/lib/graphql/generated/graphql";
import { usd } from "@/test-data/money";

export type Subscription = NonNullable<AccountSubscriptionQuery["subscription"]>;
type Quote = Subscription["quote"];
type Item = Quote["items"][number];
type ShippingAddress = NonNullable<NonNullable<SubscriptionAddressChangeQuery["subscription"]>["quote"]["shipping_address"]>;

export const subscriptionCustomer = { __typename: "Customer" as const, entity_id: 7, email: "casey@example.com", firstname: "Casey" };

export const subscriptionCountries: Country[] = [
  {
    id: "US",
    full_name_english: "United States",
    available_regions: [
      { __typename: "Region", id: 12, code: "CA", name: "California" },
      { __typename: "Region", id: 43, code: "NY", name: "New York" },
    ],
  },
];

export function subscriptionItem(sku: string, name: string, qty: number, price: string): Item {
  return {
    __typename: "SubscriptionQuoteItem",
    item_id: qty * 100 + sku.length,
    sku,
    name,
    qty,
    price: usd(price),
    row_total: usd((Number(price) * qty).toFixed(2)),
  };
}

export function subscriptionShippingAddress(changes: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    __typename: "SubscriptionAddress",
    firstname: "Casey",
    lastname: "Lee",
    company: "",
    street: ["1 Main St", "Apt 4"],
    city: "Los Angeles",
    region: "California",
    region_id: 12,
    postcode: "90001",
    country_id: "US",
    telephone: "555-0100",
    customer_address_id: null,
    ...changes,
  };
}

/** Two 3-month bottles of Rootwell Core for Women and a scalp serum, shipped to Los Angeles. */
export function subscriptionQuote(changes: Partial<Quote> = {}): Quote {
  return {
    __typename: "SubscriptionQuote",
    items: [
      subscriptionItem("RW-CORE-W-3M-S01", "Rootwell Core for Women", 2, "112.00"),
      subscriptionItem("RW-SERUM-3M-S01", "Rootwell Scalp Serum", 1, "39.50"),
    ],
    reward_items: [],
    subtotal: usd("263.50"),
    discount_amount: usd("0.00"),
    grand_total: usd("263.50"),
    shipping_address: subscriptionShippingAddress(),
    payment: {
      __typename: "SubscriptionPayment",
      tokenbase_id: "card-hash",
      cc_type: "VI",
      cc_last_4: "4242",
      cc_exp_month: 3,
      cc_exp_year: 2030,
    },
    ...changes,
  };
}

/** The shop's estimate of a change, as estimateSubscriptionQuote answers it: `total` a shipment. */
export function subscriptionEstimate(months: number, total: string) {
  return {
    estimateSubscriptionQuote: {
      frequency_count: months,
      subtotal: usd(total),
      discount_amount: usd("0.00"),
      grand_total: usd(total),
      items: [],
    },
  };
}

/** The next charge the API answers for a quote: its totals, on `date`. */
export function subscriptionNextCharge(quote: Quote, date: string | null): Subscription["next_charge"] {
  const { subtotal, discount_amount, grand_total } = quote;
  return { __typename: "SubscriptionNextCharge", date, subtotal, discount_amount, grand_total };
}

/** Two 3-month bottles and a serum, next charged on April 30, 2026 (its next charge follows its
 * quote and next_run unless given). */
export function subscriptionDetail(changes: Partial<Subscription> = {}): Subscription {
  const quote = changes.quote ?? subscriptionQuote();
  const nextRun = changes.next_run === undefined ? "2026-04-30" : changes.next_run;
  return {
    __typename: "Subscription",
    entity_id: 12,
    increment_id: "S100042-1",
    name: "Rootwell Core for Women",
    status: "active",
    frequency_count: 3,
    frequency_unit: "month",
    next_run: "2026-04-30",
    last_run: null,
    cancel_date: null,
    cancel_reason: null,
    paused_until: null,
    created_at: "2026-01-30T10:15:00-05:00",
    journey_start_date: "2026-01-28",
    coupon_code: null,
    coupon_renewals_left: 0,
    loyalty_campaigns: [],
    changes: {
      __typename: "SubscriptionChanges",
      actions: ["pause", "skip", "cancel", "change_frequency", "change_next_run", "change_products", "change_address"],
      next_run_earliest: "2026-03-11",
      next_run_latest: "2026-06-08",
      pause_until_earliest: "2026-03-11",
      pause_until_latest: "2026-09-10",
    },
    logs: [],
    quote,
    next_charge: subscriptionNextCharge(quote, nextRun),
    ...changes,
  };
}

export function savedAddress(changes: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 7,
    firstname: "Casey",
    lastname: "Lee",
    company: "",
    street: ["12 Grove Street"],
    city: "New York",
    postcode: "10014",
    telephone: "2125550100",
    country_code: "US",
    region: { __typename: "CustomerAddressRegion", region_code: "NY", region: "New York", region_id: 43 },
    region_id: 43,
    default_shipping: true,
    default_billing: true,
    ...changes,
  };
}

export function offeredPlan(
  sku: string,
  name: string,
  price: string,
  kind: { is_core?: boolean; is_booster?: boolean; is_scalp?: boolean; core_category?: string; product_gender?: string },
): SubscriptionOfferFieldsFragment {
  return {
    __typename: "Plan",
    sku,
    name,
    label1: kind.core_category ?? (kind.is_booster ? "Booster" : "Scalp"),
    core_category: kind.core_category ?? "",
    product_gender: kind.product_gender ?? "Women",
    is_core: kind.is_core ?? false,
    is_booster: kind.is_booster ?? false,
    is_scalp: kind.is_scalp ?? false,
    price: usd(price),
  };
}
