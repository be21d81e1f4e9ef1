import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { SubscriptionDetail } from "@/lib/account/subscription-changes";
import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import { usd } from "@/test-data/money";
import { subscriptionDetail, subscriptionEstimate, subscriptionQuote } from "@/test-data/subscriptions";

import { ChangeFrequency } from "./ChangeFrequency";
import { ChangeShipmentDate } from "./ChangeShipmentDate";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const update = { operationName: "UpdateSubscription", id: "UpdateSubscription-id" };
const estimate = { operationName: "EstimateSubscriptionQuote", id: "EstimateSubscriptionQuote-id" };
const nextCharge = { operationName: "SubscriptionNextChargeAfter", id: "SubscriptionNextChargeAfter-id" };

// Two monthly bottles of Rootwell Core for Women, shipping next on April 10, 2026.
const subscription: SubscriptionDetail = subscriptionDetail({
  frequency_count: 1,
  next_run: "2026-04-10",
  quote: subscriptionQuote({
    items: [
      {
        __typename: "SubscriptionQuoteItem",
        item_id: 1,
        sku: "RW-CORE-W-1M-S01",
        name: "Rootwell Core for Women",
        qty: 2,
        price: usd("79.00"),
        row_total: usd("158.00"),
      },
    ],
    subtotal: usd("158.00"),
    grand_total: usd("158.00"),
  }),
});

const fetchMock = vi.fn<typeof fetch>();
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
const priced = (months: number, total: string) => jsonResponse({ data: subscriptionEstimate(months, total) });
const done = () => jsonResponse({ data: { updateSubscription: { subscription: { entity_id: 12, status: "active", next_run: null } } } });

withBrowserFetch(fetchMock, {
  trailingSlash: true,
  setUp: () => {
    router.push.mockReset();
    document.cookie = "messages=; Max-Age=0; Path=/";
  },
});

describe("ChangeFrequency", () => {
  it("prices each interval before it is confirmed, then moves the plan and goes back with a message", async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      if (body.operationName.includes("Update")) return done();
      if (body.operationName === "SubscriptionNextChargeAfter") {
        // The scheduled shipment keeps its day, at the new plan's price.
        const next_charge_after = { date: "2026-04-10", grand_total: usd("448.00") };
        return jsonResponse({ data: { subscription: { entity_id: 12, next_charge_after } } });
      }
      return priced(body.variables.frequency_count, body.variables.frequency_count === 3 ? "448.00" : "158.00");
    });
    render(<ChangeFrequency subscription={subscription} estimate={estimate} update={update} nextCharge={nextCharge} />);

    expect(screen.getByRole("radio", { name: "Every 30 days (current)" })).toHaveProperty("checked", true);
    const confirm = screen.getByRole("button", { name: "Confirm Change" });
    expect(confirm).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("radio", { name: "Every 90 days" }));
    await waitFor(() => expect(document.querySelector("[data-estimate-total]")?.textContent).toBe("$448"));
    expect(sent().filter((body) => body.operationName === "EstimateSubscriptionQuote").at(-1).variables).toEqual({
      entity_id: 12,
      products: [{ sku: "RW-CORE-W-1M-S01", qty: 2 }],
      frequency_count: 3,
    });
    await waitFor(() =>
      expect(document.querySelector("[data-next-charge-after]")?.textContent).toBe(
        "Your next shipment stays on April 10, 2026 at $448; after that every 3 months.",
      ),
    );
    expect(sent().find((body) => body.operationName === "SubscriptionNextChargeAfter").variables).toEqual({
      entity_id: 12,
      change: "change_frequency",
      frequency_count: 3,
    });

    fireEvent.click(screen.getByRole("button", { name: "Confirm Change" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/account/subscriptions/12/"));
    expect(sent().at(-1).variables).toEqual({ input: { entity_id: 12, frequency_count: 3 } });
    expect(decodeURIComponent(document.cookie)).toContain("Your subscription now ships every 90 days.");
  });
});

describe("ChangeShipmentDate", () => {
  it("offers the days the shop allows, refuses one outside them, and moves the shipment", async () => {
    fetchMock.mockImplementation(async () => done());
    render(<ChangeShipmentDate subscription={subscription} update={update} />);

    const day = screen.getByLabelText("Next shipment date") as HTMLInputElement;
    expect([day.min, day.max, day.value]).toEqual(["2026-03-11", "2026-06-08", "2026-04-10"]);
    expect(screen.getByText("Choose a day from March 11, 2026 to June 8, 2026.")).toBeTruthy();

    fireEvent.change(day, { target: { value: "2026-07-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm Date" }));
    expect(day.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(day, { target: { value: "2026-05-02" } });
    expect(document.querySelector("[data-estimate]")?.textContent).toContain("Ships on May 2, 2026 and is charged $158");
    fireEvent.click(screen.getByRole("button", { name: "Confirm Date" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/account/subscriptions/12/"));
    expect(sent()[0].variables).toEqual({ input: { entity_id: 12, next_run: "2026-05-02" } });
  });
});
