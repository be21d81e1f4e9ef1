import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { ListedProduct } from "./ProductCard";
import { planChoice, QuickAdd } from "./QuickAdd";

const money = (value: string) => ({ __typename: "Money" as const, value, currency: "USD" });
const plan = (sku: string, option_title: string, billing_interval: number, price: string) => ({
  __typename: "Plan" as const,
  sku,
  option_title,
  billing_interval,
  price: money(price),
});

const serum: ListedProduct = {
  __typename: "ListedProduct",
  title: "Hair Serum",
  intro: "",
  audience: "Every hair type",
  root_cause: "environment",
  root_cause_label: "Environment",
  storefront_path: "/scalp/hair-serum/",
  image: null,
  from_price: money("46.40"),
  regular_price: money("58.00"),
  savings: 20,
  default_sku: "RW-SCALP-SERUM-1M-S01",
  purchase_source: "plp",
  average_rating: null,
  review_count: 0,
  plans: [
    plan("RW-SCALP-SERUM-N01", "One-Time Purchase", 0, "58.00"),
    plan("RW-SCALP-SERUM-1M-S01", "Monthly Subscription", 1, "52.00"),
    plan("RW-SCALP-SERUM-3M-S01", "3-Month Subscription", 3, "148.00"),
  ],
};

describe("QuickAdd", () => {
  it("is a form to the add-to-cart link with the default plan chosen", () => {
    const { container } = render(<QuickAdd product={serum} defaultSku="RW-SCALP-SERUM-1M-S01" />);

    const form = container.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/dpa/add/tocart/");
    expect(form.getAttribute("method")).toBe("get");
    const select = screen.getByRole("combobox", { name: "Plan for Hair Serum" }) as HTMLSelectElement;
    expect(select.name).toBe("skus");
    expect(select.value).toBe("RW-SCALP-SERUM-1M-S01");
    expect([...select.options].map((option) => option.text)).toEqual([
      "One-Time: $58",
      "Monthly: $52",
      "3-Month: $148",
    ]);
    expect((container.querySelector("input[name=purchase_source]") as HTMLInputElement).value).toBe("plp");
    expect(screen.getByRole("button", { name: "Add to Cart: Hair Serum" })).toBeTruthy();
  });

  it("sends the one plan without a choice when there is only one", () => {
    const [oneTime] = serum.plans;
    const { container } = render(
      <QuickAdd product={{ ...serum, plans: [oneTime] }} defaultSku="RW-SCALP-SERUM-N01" />,
    );

    expect(within(container).queryByRole("combobox")).toBeNull();
    expect((container.querySelector("input[name=skus]") as HTMLInputElement).value).toBe("RW-SCALP-SERUM-N01");
  });
});

describe("planChoice", () => {
  it("keeps what tells the plans apart", () => {
    expect(planChoice("6-Month Subscription")).toBe("6-Month");
    expect(planChoice("Single Bottle")).toBe("Single Bottle");
  });
});
