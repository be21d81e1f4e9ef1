import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import { usd } from "@/test-data/money";

import { UpgradeConfirmation } from "./UpgradeConfirmation";

const upgrade = { operationName: "UpgradeSubscription", id: "UpgradeSubscription-id" };
const estimate = { operationName: "EstimateSubscriptionQuote", id: "EstimateSubscriptionQuote-id" };
const fetchMock = vi.fn<typeof fetch>();
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

const offer = {
  segment_id: 21,
  title: "Go 3-month and save 25%",
  description: "",
  remaining_lifetime: 3,
  upgrade_interval: 3,
  upgrade_coupon_code: "UPGRADE25",
};
const subscription = {
  entity_id: 12,
  name: "Rootwell Core for Women",
  frequency_count: 1,
  frequency_unit: "month",
  products: [{ sku: "RW-CORE-W-1M-S01", qty: 1 }],
};

withBrowserFetch(fetchMock, { trailingSlash: true });

describe("UpgradeConfirmation", () => {
  it("prices the next shipment on the new plan with the upgrade's code, then shows the code and the new items", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      String(init?.body).includes("Upgrade")
        ? jsonResponse({
            data: {
              updateSubscription: {
                coupon_code: "UPGRADE25",
                items: [{ sku: "RW-CORE-W-3M-S01", name: "Rootwell Core for Women", qty: 1, price: usd("224.00"), row_total: usd("224.00") }],
                subscription: { entity_id: 12, frequency_count: 3, frequency_unit: "month", next_run: "2026-04-30" },
              },
            },
          })
        : jsonResponse({
            data: {
              estimateSubscriptionQuote: {
                frequency_count: 3,
                subtotal: usd("224.00"),
                discount_amount: usd("56.00"),
                grand_total: usd("168.00"),
                items: [],
              },
            },
          }),
    );
    render(<UpgradeConfirmation offer={offer} subscription={subscription} upgrade={upgrade} estimate={estimate} />);
    await waitFor(() => expect(document.querySelector("[data-estimate-total]")?.textContent).toBe("$168"));
    expect(sent()[0].variables).toEqual({
      entity_id: 12,
      products: [{ sku: "RW-CORE-W-1M-S01", qty: 1 }],
      frequency_count: 3,
      coupon_code: "UPGRADE25",
    });
    expect(document.body.textContent).toContain("Ships nowEvery 30 days");
    expect(document.body.textContent).toContain("After the upgradeEvery 90 days");

    fireEvent.click(screen.getByRole("button", { name: "Confirm Upgrade" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your plan is upgraded: Rootwell Core for Women now ships every 90 days.",
    );
    expect(sent().at(-1).variables).toEqual({ entity_id: 12, segment_id: 21 });
    expect(document.body.textContent).toContain("Discount code UPGRADE25 comes off your next shipment.");
    expect(screen.getByRole("listitem").textContent).toBe("Rootwell Core for Women × 1: $224");
    expect(screen.getByRole("link", { name: "View Subscription" }).getAttribute("href")).toBe("/account/subscriptions/12/");
  });

  it("shows the API's refusal as an alert", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      String(init?.body).includes("Upgrade")
        ? jsonResponse({ data: null, errors: [{ message: "This reward is no longer available.", extensions: { code: "CAMPAIGN_CLOSED" } }] })
        : jsonResponse({ data: { estimateSubscriptionQuote: { frequency_count: 3, subtotal: usd("224"), discount_amount: usd("0"), grand_total: usd("224"), items: [] } } }),
    );
    render(<UpgradeConfirmation offer={offer} subscription={subscription} upgrade={upgrade} estimate={estimate} />);
    await waitFor(() => expect(document.querySelector("[data-estimate-total]")).not.toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Confirm Upgrade" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This reward is no longer available.");
  });
});
