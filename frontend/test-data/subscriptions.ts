// A subscription as the account's subscription page reads it, for tests.
import type { AccountSubscriptionQuery } from "@/lib/graphql/generated/graphql";
import { usd } from "@/test-data/money";

export type Subscription = NonNullable<AccountSubscriptionQuery["subscription"]>;
type Quote = Subscription["quote"];

export const customer = { __typename: "Customer" as const, entity_id: 7, email: "casey@example.com", firstname: "Casey" };

export const countries: AccountSubscriptionQuery["countries"] = [
  {
    __typename: "Country",
    id: "US",
    full_name_english: "United States",
    available_regions: [{ __typename: "Region", id: 12, code: "CA", name: "California" }],
  },
];

export function subscriptionQuote(changes: Partial<Quote> = {}): Quote {
  return {
    __typename: "SubscriptionQuote",
    items: [
      {
        __typename: "SubscriptionQuoteItem",
        item_id: 1,
        sku: "RW-CORE-W-3M-S01",
        name: "Rootwell Core for Women",
        qty: 2,
        price: usd("112.00"),
        row_total: usd("224.00"),
      },
      {
        __typename: "SubscriptionQuoteItem",
        item_id: 2,
        sku: "RW-SERUM-3M-S01",
        name: "Rootwell Scalp Serum",
        qty: 1,
        price: usd("39.50"),
        row_total: usd("39.50"),
      },
    ],
    subtotal: usd("263.50"),
    grand_total: usd("263.50"),
    shipping_address: {
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
    },
    payment: {
      __typename: "SubscriptionPayment",
      tokenbase_id: "card-hash",
      cc_type: "VI", cc_last_4: "4242", cc_exp_month: 3, cc_exp_year: 2030 },
    ...changes,
  };
}

export function accountSubscription(changes: Partial<Subscription> = {}): Subscription {
  return {
    __typename: "Subscription",
    entity_id: 12,
    increment_id: "S100042-1",
    name: "Rootwell Core for Women",
    status: "active",
    frequency_count: 3,
    frequency_unit: "month",
    next_run: "2026-04-30",
    last_run: "2026-01-30",
    cancel_date: null,
    cancel_reason: null,
    paused_until: null,
    created_at: "2026-01-30T10:15:00-05:00",
    journey_start_date: "2026-01-28",
    changes: {
      __typename: "SubscriptionChanges",
      actions: ["pause", "skip", "cancel", "change_frequency", "change_next_run", "change_products", "change_address"],
      next_run_earliest: "2026-03-11",
      next_run_latest: "2026-06-08",
      pause_until_earliest: "2026-03-11",
      pause_until_latest: "2026-06-10",
    },
    logs: [
      {
        __typename: "SubscriptionLog",
        action: "started",
        message: "",
        created_at: "2026-01-30T10:15:00-05:00",
        order_increment_id: "100042",
      },
    ],
    quote: subscriptionQuote(),
    ...changes,
  };
}

