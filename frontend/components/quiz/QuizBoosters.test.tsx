import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import type { ListedProduct } from "@/components/product-listing/ProductCard";

import { BOOSTERS_HEADING, QuizBoosters } from "./QuizBoosters";

const money = (value: string) => ({ __typename: "Money" as const, value, currency: "USD" });

const iron: ListedProduct = {
  __typename: "ListedProduct",
  title: "Iron Booster",
  intro: "Iron for stronger roots.",
  audience: "Women",
  root_cause: "nutrition",
  root_cause_label: "Nutrition",
  storefront_path: "/boosters/iron/",
  image: null,
  from_price: money("24.00"),
  regular_price: money("30.00"),
  savings: 20,
  default_sku: "RW-IRON-1M-S01",
  purchase_source: "quiz",
  average_rating: null,
  review_count: 0,
  plans: [
    { __typename: "Plan", sku: "RW-IRON-N01", option_title: "One-Time Purchase", billing_interval: 0, price: money("30.00") },
    { __typename: "Plan", sku: "RW-IRON-1M-S01", option_title: "Monthly Subscription", billing_interval: 1, price: money("24.00") },
  ],
};

const addMutation = vi.fn() as never;

describe("QuizBoosters", () => {
  withAppLinks();

  it("shows each booster as a card: name linking to its page, short line and price from", () => {
    render(<QuizBoosters boosters={[iron]} addMutation={addMutation} />);

    const section = screen.getByRole("region", { name: BOOSTERS_HEADING });
    const card = within(section).getByRole("article", { name: "Iron Booster" });
    expect(within(card).getByRole("link", { name: "Iron Booster" }).getAttribute("href")).toBe("/boosters/iron/");
    expect(within(card).getByText("Iron for stronger roots.")).toBeTruthy();
    expect(within(card).getByTestId("card-price").textContent).toContain("From $24/mo");
  });

  it("adds to the cart as the quiz's", () => {
    const { container } = render(<QuizBoosters boosters={[iron]} addMutation={addMutation} />);

    const source = container.querySelector<HTMLInputElement>('input[name="purchase_source"]');
    expect(source?.value).toBe("quiz");
  });

  it("shows nothing when no booster is on sale", () => {
    const { container } = render(<QuizBoosters boosters={[]} addMutation={addMutation} />);

    expect(container.innerHTML).toBe("");
  });
});
