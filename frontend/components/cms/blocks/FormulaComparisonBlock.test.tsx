import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { FormulaComparisonBlock } from "./FormulaComparisonBlock";
import type { BlockOf } from "./types";

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

    const table = screen.getByRole("table", { name: "Our four formulas compared" });
    const columns = within(table).getAllByRole("columnheader");
    expect(columns.map((header) => header.textContent)).toEqual([
      "Women",
      "Women's Vegan",
      "Women's Balance",
      "Postpartum",
    ]);
    expect(columns.every((header) => header.getAttribute("scope") === "col")).toBe(true);
    expect(within(table).getAllByRole("rowheader").map((header) => header.textContent)).toEqual([
      "Who it is for",
      "Collagen",
    ]);
  });

  it("puts each formula's value under its column", () => {
    render(<FormulaComparisonBlock block={block} />);

    const [, whoFor] = screen.getAllByRole("row");
    expect(within(whoFor).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "Women 18-44",
      "Plant-based",
      "Women 45+",
      "The first year after birth",
    ]);
  });

  it("can be scrolled sideways by keyboard on a phone", () => {
    render(<FormulaComparisonBlock block={block} />);

    expect(screen.getByRole("region", { name: "Our four formulas compared" }).tabIndex).toBe(0);
  });
});
