import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AddProductsToCartOperation } from "@/lib/cart/add-to-cart";
import { onCartEvent } from "@/lib/cart/events";
import { cartWith } from "@/test-data/cart-events";
import type { PlanOption } from "@/lib/product/plans";
import { coreData, coreOptions } from "@/test-data/product";

import { ProductPurchase } from "./ProductPurchase";
import { installBrowserFakes, scrollSection } from "./test-helpers";

let search = "";
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search) }));

const mutation: AddProductsToCartOperation = { operationName: "AddProductsToCart", id: "AddProductsToCart-id" };
const fetchMock = vi.fn<typeof fetch>();
const cartEvents: string[] = [];
const stops: (() => void)[] = [];
const [firstOption, ...otherOptions] = coreOptions;
const options: [PlanOption, ...PlanOption[]] = [firstOption, ...otherOptions];
const data = { ...coreData, options };

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

/** The cart answers only when the test says so. */
function holdCartAnswer() {
  let answer: (response: Response) => void = () => {};
  fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  return (response: Response) => act(async () => answer(response));
}

const added = (sku: string, price: string, billingInterval: number) =>
  json({ data: { addProductsToCart: { cart: cartWith([{ sku, price, billingInterval }]), user_errors: [] } } });

/** The cart's answer when it adds nothing, saying why. */
const refused = (code: string, message: string) =>
  json({ data: { addProductsToCart: { cart: cartWith([]), user_errors: [{ code, message }] } } });

const events = (name?: string) =>
  (window.rootwellAnalytics ?? []).filter((entry) => !name || entry.event === name);
const sentSkus = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).variables.cartItems.map((item: { sku: string }) => item.sku));

function renderPurchase() {
  return render(<ProductPurchase data={data} addMutation={mutation} />);
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const summary = () => screen.getByTestId("plan-summary").textContent;
const section = () => screen.getByRole("region", { name: "Buy Rootwell Core for Women" });
const bar = () => screen.queryByRole("region", { name: "Add Rootwell Core for Women to your cart" });

/** Scrolls the buy section away and waits for the bar, whose code loads when it first shows. */
async function showBar() {
  scrollSection(true);
  return screen.findByRole("region", { name: "Add Rootwell Core for Women to your cart" });
}

beforeEach(() => {
  search = "";
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  installBrowserFakes(vi);
  localStorage.clear();
  delete window.rootwellAnalytics;
  cartEvents.length = 0;
  stops.push(
    onCartEvent("rootwell:cart-open", () => cartEvents.push("open")),
    onCartEvent("rootwell:cart-updated", ({ added }) => cartEvents.push(`updated added=${added}`)),
    onCartEvent("rootwell:cart-error", () => cartEvents.push("error")),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stops.splice(0).forEach((stop) => stop());
});

describe("the plan selector", () => {
  it("offers the four plans with price, old price, saving and shipping, starting on Monthly", () => {
    renderPurchase();

    const group = screen.getByRole("group", { name: "Choose your plan" });
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((input) => input.labels?.[0]?.textContent)).toEqual([
      "One-Time Purchase$88 Ships once, + $6.95 shipping",
      "Monthly Subscription$79 Regular price $88 Save 10% Ships every 30 days, Free Shipping",
      "3-Month Subscription$224 Regular price $264 Save 15% $74.67 per month, Ships every 90 days, Free Shipping",
      "6-Month Subscription$422 Regular price $528 Save 20% $70.33 per month, Ships every 180 days, Free Shipping",
    ]);
    expect(radios.map((input) => input.checked)).toEqual([false, true, false, false]);
    expect(radio("3-Month Subscription").getAttribute("aria-describedby")).toBeTruthy();
    expect(radio("Monthly Subscription").labels?.[0]?.querySelector("s")?.textContent).toBe("Regular price $88");
    expect(screen.getByText("Subscriptions have free shipping and can be paused or cancelled at any time.")).toBeTruthy();
  });

  it("shows the chosen plan's price, saving and shipping, and reports the choice with whole dollars", () => {
    renderPurchase();
    expect(summary()).toBe("$79 Regular price $88 You save 10% Free Shipping");

    fireEvent.click(radio("One-Time Purchase"));
    expect(radio("One-Time Purchase").checked).toBe(true);
    expect(summary()).toBe("$88 + $6.95 shipping");

    fireEvent.click(radio("3-Month Subscription"));
    expect(summary()).toBe("$224 Regular price $264 You save 15% Free Shipping");

    fireEvent.click(radio("6-Month Subscription"));
    expect(summary()).toBe("$422 Regular price $528 You save 20% Free Shipping");

    expect(events("Product Selected").map((entry) => [entry.properties.sku, entry.properties.price])).toEqual([
      ["RW-CORE-W-N01", 88],
      ["RW-CORE-W-3M-S01", 224],
      ["RW-CORE-W-6M-S01", 422],
    ]);
  });

  it("states a subscription's auto-renewal terms where it is chosen, and none for a one-time purchase", () => {
    renderPurchase();
    const terms = () => section().querySelector("[data-renewal-terms]")?.textContent ?? null;
    expect(terms()).toBe("The Monthly Subscription renews every 30 days at $79 until you cancel.");

    fireEvent.click(radio("3-Month Subscription"));
    expect(terms()).toBe("The 3-Month Subscription renews every 90 days at $224 until you cancel.");

    fireEvent.click(radio("One-Time Purchase"));
    expect(terms()).toBeNull();
  });
});

describe("presets from the product link", () => {
  it("a plan page opens on its own plan, and a link's preset still wins", async () => {
    const { unmount } = render(<ProductPurchase data={data} preselectedInterval={3} addMutation={mutation} />);
    expect(radio("3-Month Subscription").checked).toBe(true);
    unmount();

    search = "?delivery=one_time";
    render(<ProductPurchase data={data} preselectedInterval={3} addMutation={mutation} />);
    await waitFor(() => expect(radio("One-Time Purchase").checked).toBe(true));
  });

  it.each([
    ["?delivery=one_time", "One-Time Purchase", "RW-CORE-W-N01"],
    ["?delivery=6_month", "6-Month Subscription", "RW-CORE-W-6M-S01"],
    ["?product=RW-CORE-W-3M-S01", "3-Month Subscription", "RW-CORE-W-3M-S01"],
  ])("%s preselects %s and the page view reports it", async (query, title, sku) => {
    search = query;
    renderPurchase();

    await waitFor(() => expect(radio(title).checked).toBe(true));
    expect(events("Product Viewed")).toHaveLength(1);
    expect(events("Product Viewed")[0].properties).toMatchObject({ sku, quantity: 1, source: "pdp" });
  });

  it("without a preset, reports the page view of the monthly plan and counts the visit", async () => {
    localStorage.setItem("pdpVisits", JSON.stringify({ [window.location.pathname]: 2, "/womens-vegan/": 1 }));
    renderPurchase();

    await waitFor(() => expect(events("Product Viewed")).toHaveLength(1));
    expect(events("Product Viewed")[0].properties).toMatchObject({ sku: "RW-CORE-W-1M-S01", subscription_type: "monthly" });
    expect(JSON.parse(localStorage.getItem("pdpVisits")!)).toEqual({ [window.location.pathname]: 3, "/womens-vegan/": 1 });
  });
});

describe("adding to the cart", () => {
  it("opens the mini cart, keeps Add disabled until the cart answers, then reports the add", async () => {
    const answer = holdCartAnswer();
    renderPurchase();
    fireEvent.click(radio("3-Month Subscription"));
    const add = within(section()).getByRole("button", { name: "Add to Cart" }) as HTMLButtonElement;

    fireEvent.click(add);
    fireEvent.click(add);

    expect(add.disabled).toBe(true);
    await waitFor(() => expect(sentSkus()).toEqual([["RW-CORE-W-3M-S01"]]));
    expect(cartEvents).toEqual(["open"]);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).variables.cartItems).toEqual([
      { sku: "RW-CORE-W-3M-S01", quantity: 1, purchase_source: "pdp" },
    ]);

    await answer(added("RW-CORE-W-3M-S01", "224.00", 3));

    expect(add.disabled).toBe(false);
    expect(cartEvents).toEqual(["open", "updated added=true"]);
    expect(events("Product Added").map((entry) => entry.properties)).toEqual([
      expect.objectContaining({ sku: "RW-CORE-W-3M-S01", price: 224, quantity: 1, billing_interval: "3" }),
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the cart's reason when it refuses, and reports no add", async () => {
    fetchMock.mockResolvedValue(
      refused("NOT_SALABLE", 'The product with SKU "RW-CORE-W-1M-S01" is not available right now.'),
    );
    renderPurchase();

    fireEvent.click(within(section()).getByRole("button", { name: "Add to Cart" }));

    await waitFor(() =>
      expect(within(section()).getByRole("alert").textContent).toBe(
        'The product with SKU "RW-CORE-W-1M-S01" is not available right now.',
      ),
    );
    expect(events("Product Added")).toEqual([]);
    expect(cartEvents).toEqual(["open", "updated added=false"]);
  });

  it("says the cart cannot be reached when the request fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderPurchase();

    fireEvent.click(within(section()).getByRole("button", { name: "Add to Cart" }));

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("There was an error, please wait and try again later."),
    );
    expect(cartEvents).toEqual(["open", "error"]);
  });
});

describe("the sticky add-to-cart bar", () => {
  it("appears once the buy section has scrolled above the viewport and goes with it", async () => {
    renderPurchase();
    expect(bar()).toBeNull();

    await showBar();
    expect(within(bar()!).getByRole("button", { name: "Plan: Monthly Subscription, $79" })).toBeTruthy();

    scrollSection(false);
    expect(bar()).toBeNull();
  });

  it("opens its plan dropdown and closes it again with its button", async () => {
    renderPurchase();
    await showBar();
    const toggle = within(bar()!).getByRole("button", { name: /^Plan:/ });
    const list = () => document.getElementById(toggle.getAttribute("aria-controls")!)!;

    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(list().hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(list().hidden).toBe(false);
    expect(within(bar()!).getByRole("list", { name: "Plans" })).toBe(list());
    expect(events("Product Dropdown Viewed").map((entry) => entry.properties.sku)).toEqual(["RW-CORE-W-1M-S01"]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(events("Product Dropdown Viewed")).toHaveLength(1);
  });

  it("closes its dropdown on Escape, returning focus to its button", async () => {
    renderPurchase();
    await showBar();
    const toggle = within(bar()!).getByRole("button", { name: /^Plan:/ });
    fireEvent.click(toggle);
    const choice = within(bar()!).getByRole("button", { name: /^6-Month Subscription/ });
    choice.focus();

    fireEvent.keyDown(choice, { key: "Escape" });

    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes its dropdown on a click outside it, not on one inside", async () => {
    renderPurchase();
    await showBar();
    const toggle = within(bar()!).getByRole("button", { name: /^Plan:/ });
    fireEvent.click(toggle);

    fireEvent.pointerDown(within(bar()!).getByRole("list", { name: "Plans" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    fireEvent.pointerDown(document.body);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("chooses a plan for the whole page and adds it, disabled until the cart answers", async () => {
    const answer = holdCartAnswer();
    renderPurchase();
    await showBar();
    fireEvent.click(within(bar()!).getByRole("button", { name: /^Plan:/ }));

    fireEvent.click(within(bar()!).getByRole("button", { name: /^6-Month Subscription/ }));

    const toggle = within(bar()!).getByRole("button", { name: /^Plan:/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.textContent).toBe("6-Month Subscription $422");
    expect(toggle.getAttribute("aria-label")).toBe("Plan: 6-Month Subscription, $422");
    expect(radio("6-Month Subscription").checked).toBe(true);
    expect(events("Select Product Clicked").map((entry) => entry.properties.sku)).toEqual(["RW-CORE-W-6M-S01"]);

    const add = within(bar()!).getByRole("button", { name: "Add to Cart" }) as HTMLButtonElement;
    fireEvent.click(add);
    expect(add.disabled).toBe(true);
    expect((within(section()).getByRole("button", { name: "Add to Cart" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(add);
    await waitFor(() => expect(sentSkus()).toEqual([["RW-CORE-W-6M-S01"]]));

    await answer(added("RW-CORE-W-6M-S01", "422.00", 6));
    expect(add.disabled).toBe(false);
    expect(events("Product Added").map((entry) => entry.properties.sku)).toEqual(["RW-CORE-W-6M-S01"]);
  });

  it("shows a refusal in the bar when the add came from it", async () => {
    fetchMock.mockResolvedValue(refused("INVALID_QUANTITY", "Please enter a quantity between 1 and 10."));
    renderPurchase();
    await showBar();

    fireEvent.click(within(bar()!).getByRole("button", { name: "Add to Cart" }));

    await waitFor(() =>
      expect(within(bar()!).getByRole("alert").textContent).toBe("Please enter a quantity between 1 and 10."),
    );
    expect(within(section()).queryByRole("alert")).toBeNull();
  });
});
