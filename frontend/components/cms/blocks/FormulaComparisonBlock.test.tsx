import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { FormulaComparisonBlock } from "./FormulaComparisonBlock";
import type { BlockOf } from "./types";
import { tableHeaded, textsOf } from "@/test-data/tables";

afterEach(cleanup);

const block: BlockOf<"FormulaComparisonBlock"> = {
  __typename: "FormulaComparisonBlock",
  id: "formulas-1",
  block_type: "FormulaComparisonBlock",
  heading: "Our four formulas compared",
  rows: [
    {
      __typename: "FormulaComparisonRowBlock",
      feature: "Who it is for",
      women: "Women 18-44",
      womens_vegan: "Plant-based",
      womens_balance: "Women 45+",
      postpartum: "The first year after birth",
    },
    {
      __typename: "FormulaComparisonRowBlock",
      feature: "Collagen",
      women: "Marine collagen",
      womens_vegan: "None",
      womens_balance: "Marine collagen",
      postpartum: "Marine collagen",
    },
  ],
};

describe("FormulaComparisonBlock", () => {
  it("is a table named by its heading with the four formulas as columns", () => {
    render(<FormulaComparisonBlock block={block} />);

    const table = tableHeaded("Our four formulas compared", ["Women", "Women's Vegan", "Women's Balance", "Postpartum"]);
    expect(textsOf(table, "rowheader")).toEqual(["Who it is for", "Collagen"]);
  });

  it("puts each formula's value under its column", () => {
    render(<FormulaComparisonBlock block={block} />);

    const [, whoFor] = screen.getAllByRole("row");
    expect(textsOf(whoFor, "cell")).toEqual(["Women 18-44", "Plant-based", "Women 45+", "The first year after birth"]);
  });

  it("can be scrolled sideways by keyboard on a phone", () => {
    render(<FormulaComparisonBlock block={block} />);

    expect(screen.getByRole("region", { name: "Our four formulas compared" }).tabIndex).toBe(0);
  });
});
