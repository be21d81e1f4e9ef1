import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ComparisonTableBlock } from "./ComparisonTableBlock";
import type { BlockOf } from "./types";
import { tableHeaded, textsOf } from "@/test-data/tables";

afterEach(cleanup);

const block: BlockOf<"ComparisonTableBlock"> = {
  __typename: "ComparisonTableBlock",
  id: "table-1",
  block_type: "ComparisonTableBlock",
  heading: "Find the formula for you",
  column_headings: ["Women", "Women's Vegan", "Women's Balance", "Postpartum"],
  rows: [
    { __typename: "ComparisonRowBlock", feature: "Vegan", cells: ["No", "Yes", "No", "No"] },
    // A row saved before a column was added still lines up: its missing cell is blank.
    { __typename: "ComparisonRowBlock", feature: "Capsules a day", cells: ["4", "4", "4"] },
  ],
};

describe("ComparisonTableBlock", () => {
  it("is a table named by its heading, with column and row headers", () => {
    render(<ComparisonTableBlock block={block} />);

    const table = tableHeaded("Find the formula for you", block.column_headings);
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders.map((header) => header.textContent)).toEqual(["Vegan", "Capsules a day"]);
    expect(rowHeaders.every((header) => header.getAttribute("scope") === "row")).toBe(true);
  });

  it("puts each cell under its column", () => {
    render(<ComparisonTableBlock block={block} />);

    const [, vegan, capsules] = screen.getAllByRole("row");
    expect(textsOf(vegan, "cell")).toEqual(["No", "Yes", "No", "No"]);
    expect(within(capsules).getAllByRole("cell")).toHaveLength(4);
  });

  it("can be scrolled sideways by keyboard on narrow screens", () => {
    render(<ComparisonTableBlock block={block} />);

    const scroller = screen.getByRole("region", { name: "Find the formula for you" });
    expect(scroller.tabIndex).toBe(0);
  });
});
