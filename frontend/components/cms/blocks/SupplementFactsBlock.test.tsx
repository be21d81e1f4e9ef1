import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { SupplementFactsBlock } from "./SupplementFactsBlock";
import type { BlockOf } from "./types";
import { tableHeaded, textsOf } from "@/test-data/tables";

afterEach(cleanup);

const block: BlockOf<"SupplementFactsBlock"> = {
  __typename: "SupplementFactsBlock",
  id: "facts-1",
  block_type: "SupplementFactsBlock",
  heading: "Supplement Facts",
  serving_size: "4 capsules",
  servings_per_container: 30,
  rows: [
    {
      __typename: "SupplementFactRowBlock",
      ingredient: "Biotin (as D-biotin)",
      amount: "2,500 mcg",
      daily_value: "8333%",
    },
    {
      __typename: "SupplementFactRowBlock",
      ingredient: "Marine collagen peptides",
      amount: "1,050 mg",
      daily_value: "†",
    },
  ],
  footnotes: ["† Daily Value not established."],
  other_ingredients: "Capsule (hypromellose), rice flour.",
};

describe("SupplementFactsBlock", () => {
  it("is a table named by its heading, with a header per column and one row per ingredient", () => {
    render(<SupplementFactsBlock block={block} />);

    const table = tableHeaded("Supplement Facts", ["Ingredient", "Amount Per Serving", "% Daily Value"]);
    const biotin = within(table).getByRole("rowheader", { name: "Biotin (as D-biotin)" }).closest("tr")!;
    expect(textsOf(biotin, "cell")).toEqual(["2,500 mcg", "8333%"]);
  });

  it("shows the serving, the footnotes and the other ingredients", () => {
    render(<SupplementFactsBlock block={block} />);

    expect(screen.getByText("Serving Size 4 capsules")).toBeTruthy();
    expect(screen.getByText("Servings Per Container 30")).toBeTruthy();
    expect(screen.getByText("† Daily Value not established.")).toBeTruthy();
    expect(screen.getByText("Other ingredients:").parentElement?.textContent).toBe(
      "Other ingredients: Capsule (hypromellose), rice flour.",
    );
  });

  it("leaves out the other ingredients when there are none", () => {
    render(<SupplementFactsBlock block={{ ...block, other_ingredients: "", footnotes: [] }} />);

    expect(screen.queryByText("Other ingredients:")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
