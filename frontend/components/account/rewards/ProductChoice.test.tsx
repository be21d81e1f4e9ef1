import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import { usd } from "@/test-data/money";

import { ProductChoice } from "./ProductChoice";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const accept = { operationName: "AcceptLoyaltyCampaign", id: "AcceptLoyaltyCampaign-id" };
const estimate = { operationName: "EstimateSubscriptionQuote", id: "EstimateSubscriptionQuote-id" };
const fetchMock = vi.fn<typeof fetch>();
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
const priced = () =>
  jsonResponse({
    data: {
      estimateSubscriptionQuote: {
        frequency_count: 1,
        subtotal: usd("79.00"),
        discount_amount: usd("0.00"),
        grand_total: usd("79.00"),
        items: [],
      },
    },
  });

const offer = {
  segment_name: "oct_upgrade_womens_25",
  subscription_id: 12,
  title: "Pick a booster",
  description: "Add a booster to your next shipment.",
  remaining_lifetime: 5,
};
const choices = [
  { sku: "RW-BIOTIN-1M-S01", name: "Biotin Booster", priceText: "$20", wasText: "$36", thumb: null },
  { sku: "RW-ASHWA-1M-S01", name: "Ashwagandha Booster", priceText: "$20", wasText: "$32", thumb: null },
];
const subscription = { entity_id: 12, name: "Rootwell Core for Women", next_run: "2026-04-30", products: [{ sku: "RW-CORE-W-1M-S01", qty: 1 }] };

function show() {
  render(<ProductChoice kind="booster" offer={offer} choices={choices} subscription={subscription} accept={accept} estimate={estimate} />);
}

withBrowserFetch(fetchMock, {
  trailingSlash: true,
  setUp: () => {
    router.push.mockReset();
    sessionStorage.clear();
  },
});

describe("ProductChoice", () => {
  it("offers the products as a radio group beside the next shipment's estimate, and accepts the chosen one", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      String(init?.body).includes("Accept")
        ? jsonResponse({ data: { acceptLoyaltyCampaign: { campaign: { segment_id: 3 }, subscription: { entity_id: 12 } } } })
        : priced(),
    );
    show();
    const group = screen.getByRole("group", { name: "Choose your booster" });
    expect(within(group).getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "RW-BIOTIN-1M-S01",
      "RW-ASHWA-1M-S01",
    ]);
    await waitFor(() => expect(document.querySelector("[data-estimate-total]")?.textContent).toBe("$79"));
    expect(sent()[0].variables).toEqual({ entity_id: 12, products: [{ sku: "RW-CORE-W-1M-S01", qty: 1 }] });

    fireEvent.click(screen.getByRole("radio", { name: /Ashwagandha Booster/ }));
    expect(screen.getByText("Adds Ashwagandha Booster: $20")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept Booster" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/account/rewards/"));
    expect(sent().at(-1).variables).toEqual({
      segment_name: "oct_upgrade_womens_25",
      subscription_id: 12,
      sku: "RW-ASHWA-1M-S01",
    });
  });

  it("asks for a choice before sending anything", async () => {
    fetchMock.mockImplementation(async () => priced());
    show();
    fireEvent.click(screen.getByRole("button", { name: "Accept Booster" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose one of the offered products.");
    expect(sent().some((body) => String(body.operationName).includes("Accept"))).toBe(false);
  });

  it("shows the API's refusal as an alert and stays on the page", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      String(init?.body).includes("Accept")
        ? jsonResponse({ data: null, errors: [{ message: "This reward is no longer available.", extensions: { code: "CAMPAIGN_CLOSED" } }] })
        : priced(),
    );
    show();
    fireEvent.click(screen.getByRole("radio", { name: /Biotin Booster/ }));
    fireEvent.click(screen.getByRole("button", { name: "Accept Booster" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This reward is no longer available.");
    expect(router.push).not.toHaveBeenCalled();
  });
});
