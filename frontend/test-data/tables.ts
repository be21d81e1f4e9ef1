// What the CMS's tables show a screen reader: a table named by its heading, a header per column.
import { screen, within } from "@testing-library/react";
import { expect } from "vitest";

/** The texts of the elements of `role` inside `container` (a table's or a row's), in order. */
export const textsOf = (container: HTMLElement, role: "columnheader" | "rowheader" | "cell") =>
  within(container).getAllByRole(role).map((element) => element.textContent);

/** The table named `heading`, once its column headers are found to read `columns`, each a header
 * of its column (scope="col"). */
export function tableHeaded(heading: string, columns: string[]): HTMLElement {
  const table = screen.getByRole("table", { name: heading });
  expect(textsOf(table, "columnheader")).toEqual(columns);
  expect(within(table).getAllByRole("columnheader").every((header) => header.getAttribute("scope") === "col")).toBe(true);
  return table;
}
