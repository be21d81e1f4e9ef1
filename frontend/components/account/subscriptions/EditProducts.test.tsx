import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import { usd } from "@/test-data/money";
import { offeredPlan, subscriptionDetail, subscriptionItem, subscriptionQuote } from "@/test-data/subscriptions";

import { EditProducts } from "./EditProducts";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const CORE = offeredPlan("RW-CORE-W-3M-S01", "Rootwell Core for Women", "112.00", { is_core: true, core_category: "Core" });
const VEGAN = offeredPlan("RW-VEGAN-W-3M-S01", "Rootwell Women's Vegan", "112.00", { is_core: true, core_category: "Vegan" });
const MEN = offeredPlan("RW-CORE-M-3M-S01", "Rootwell Core for Men", "112.00", {
  is_core: true,
  core_category: "Men",
  product_gender: "Men",
});
const BIOTIN = offeredPlan("RW-BIOTIN-3M-S01", "Biotin Booster", "85.00", { is_booster: true });
const SERUM = offeredPlan("RW-SERUM-3M-S01", "Rootwell Scalp Serum", "39.50", { is_scalp: true });
const PRICES = Object.fromEntries([CORE, VEGAN, MEN, BIOTIN, SERUM].map((plan) => [plan.sku, Number(plan.price.value)]));

const fetchMock = vi.fn<typeof fetch>();

/** The shop's answers: an estimate priced from the plans above, and a confirmed change. */
function shop(init?: RequestInit) {
  const { operationName, variables } = JSON.parse(String(init?.body));
  if (operationName.includes("Estimate")) {
    const total = variables.products.reduce((sum: number, line: { sku: string; qty: number }) => sum + PRICES[line.sku] * line.qty, 0);
    const amount = usd(total.toFixed(2));
    return jsonResponse({
      data: {
        estimateSubscriptionQuote: { frequency_count: 3, subtotal: amount, discount_amount: usd("0.00"), grand_total: amount, items: [] },
      },
    });
  }
  return jsonResponse({ data: { updateSubscription: { subscription: { entity_id: 12, status: "active", next_run: "2026-04-30" } } } });
}

function renderPage(items = [subscriptionItem(CORE.sku, CORE.name, 2, "112.00"), subscriptionItem(SERUM.sku, SERUM.name, 1, "39.50")]) {
  const subscription = subscriptionDetail({ quote: subscriptionQuote({ items }) });
  render(
    <EditProducts
      subscription={{
        ...subscription,
        changes: { ...subscription.changes, max_quantity: 3, offered_products: [BIOTIN, CORE, MEN, SERUM, VEGAN] },
      }}
      estimate={{ operationName: "EstimateSubscriptionQuote", id: "EstimateSubscriptionQuote-id" }}
      update={{ operationName: "UpdateSubscription", id: "UpdateSubscription-id" }}
    />,
  );
}

const line = (sku: string) => document.querySelector<HTMLElement>(`[data-subscription-line="${sku}"]`)!;
const quantity = (name: string) => screen.getByRole<HTMLInputElement>("spinbutton", { name: `Quantity of ${name}` });
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>("button", { name });
const estimateTotal = async (text: string) =>
  waitFor(() => expect(document.querySelector("[data-estimate-total]")?.textContent).toBe(text));
const sentChanges = () =>
  fetchMock.mock.calls
    .map(([, init]) => JSON.parse(String(init?.body)))
    .filter((body) => body.operationName.includes("UpdateSubscription"))
    .map((body) => body.variables.input);

withBrowserFetch(fetchMock, {
  trailingSlash: true,
  setUp: () => {
    fetchMock.mockImplementation(async (_url, init) => shop(init));
    router.push.mockReset();
  },
});

afterEach(() => {
  document.cookie = "account_messages=; max-age=0; path=/";
});

describe("EditProducts", () => {
  it("lists what it ships with labelled quantities, its price, and nothing to confirm yet", async () => {
    renderPage();

    expect(screen.getByRole("heading", { name: "What it ships every 90 days" })).toBeTruthy();
    expect(quantity("Rootwell Core for Women").value).toBe("2");
    expect(quantity("Rootwell Scalp Serum").value).toBe("1");
    expect(within(line(CORE.sku)).getByText("Core · $112 each")).toBeTruthy();
    await estimateTotal("$263.50");
    expect(document.querySelector("[data-estimate]")?.getAttribute("aria-live")).toBe("polite");
    expect(button("Confirm Products").disabled).toBe(true);
  });

  it("steps a quantity within 1 and the shop's limit and prices the change", async () => {
    renderPage();

    expect(button("One fewer Rootwell Scalp Serum").disabled).toBe(true);
    fireEvent.click(button("One more Rootwell Core for Women"));
    expect(quantity("Rootwell Core for Women").value).toBe("3");
    expect(button("One more Rootwell Core for Women").disabled).toBe(true);
    await estimateTotal("$375.50");

    fireEvent.change(quantity("Rootwell Core for Women"), { target: { value: "9" } });
    fireEvent.blur(quantity("Rootwell Core for Women"));
    expect(quantity("Rootwell Core for Women").value).toBe("3");
  });

  it("keeps the last core formula: its Remove is disabled and says why", () => {
    renderPage();

    const remove = button("Remove Rootwell Core for Women");
    expect(remove.disabled).toBe(true);
    const note = document.getElementById(remove.getAttribute("aria-describedby")!);
    expect(note?.textContent).toBe("A subscription keeps at least one core formula. Swap it for another formula instead.");
    expect(button("Remove Rootwell Scalp Serum").disabled).toBe(false);
  });

  it("swaps a core formula for another of the same line, keeping its quantity", async () => {
    renderPage();

    const swap = button("Swap formula");
    expect(swap.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(swap);
    const choices = within(screen.getByRole("group", { name: "Swap Rootwell Core for Women for" }));
    expect(choices.getAllByRole("button").map((choice) => choice.textContent)).toEqual(["Rootwell Women's Vegan ($112 each)"]);
    fireEvent.click(choices.getByRole("button", { name: /Vegan/ }));

    expect(quantity("Rootwell Women's Vegan").value).toBe("2");
    expect(document.activeElement).toBe(button("Swap formula"));
  });

  it("adds a booster offered with its formula, prices it, and confirms everything it ships", async () => {
    renderPage();
    expect(screen.queryByRole("button", { name: "Add Rootwell Core for Men" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Rootwell Scalp Serum" })).toBeNull();

    fireEvent.click(button("Add Biotin Booster"));
    expect(document.activeElement).toBe(quantity("Biotin Booster"));
    expect(screen.queryByRole("button", { name: "Add Biotin Booster" })).toBeNull();
    await estimateTotal("$348.50");

    fireEvent.click(button("Remove Rootwell Scalp Serum"));
    await estimateTotal("$309");
    fireEvent.click(button("Confirm Products"));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/account/subscriptions/12/"));
    expect(sentChanges()).toEqual([
      {
        entity_id: 12,
        subscription_products: [
          { sku: CORE.sku, qty: 2 },
          { sku: BIOTIN.sku, qty: 1 },
        ],
      },
    ]);
    expect(decodeURIComponent(document.cookie)).toContain(
      "Your subscription now ships 2 × Rootwell Core for Women and 1 × Biotin Booster.",
    );
  });

  it("shows the shop's refusal word for word and stays", async () => {
    const refusal = '"Biotin Booster" can\'t be added to this subscription.';
    renderPage();
    fireEvent.click(button("Add Biotin Booster"));
    await estimateTotal("$348.50");
    fetchMock.mockImplementationOnce(async () => jsonResponse({ errors: [{ message: refusal, extensions: { code: "INVALID_PRODUCTS" } }] }));

    await act(async () => fireEvent.click(button("Confirm Products")));

    expect((await screen.findByRole("alert")).textContent).toContain(refusal);
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe("EditProducts without a core formula", () => {
  it("keeps its only line, saying why", () => {
    renderPage([subscriptionItem(SERUM.sku, SERUM.name, 1, "39.50")]);

    const remove = button("Remove Rootwell Scalp Serum");
    expect(remove.disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute("aria-describedby")!)?.textContent).toBe(
      "A subscription ships at least one product.",
    );
  });
});
