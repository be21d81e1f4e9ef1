import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { PlanOption } from "@/lib/product/plans";
import { coreData, coreOptions } from "@/test-data/product";

import { ProductPurchase } from "./ProductPurchase";
import { installBrowserFakes } from "./test-helpers";

vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));
// The cart code is fetched on the first add; here that fetch fails, as it does offline.
vi.mock("@/lib/cart/add-to-cart", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

const [firstOption, ...otherOptions] = coreOptions;
const options: [PlanOption, ...PlanOption[]] = [firstOption, ...otherOptions];

beforeEach(() => installBrowserFakes(vi));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("adding to the cart while the cart code cannot be fetched", () => {
  it("says there was an error and lets the shopper try again", async () => {
    render(<ProductPurchase data={{ ...coreData, options }} addMutation={{ operationName: "Anonymous", id: "Anonymous-id" }} />);
    const section = screen.getByRole("region", { name: "Buy Rootwell Core for Women" });
    const add = within(section).getByRole("button", { name: "Add to Cart" }) as HTMLButtonElement;

    fireEvent.click(add);

    await waitFor(() =>
      expect(within(section).getByRole("alert").textContent).toBe("There was an error, please wait and try again later."),
    );
    expect(add.disabled).toBe(false);
  });
});
