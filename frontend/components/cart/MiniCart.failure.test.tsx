import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { HeaderIcons } from "@/components/layout/header/HeaderIcons";

import { MiniCart } from "./MiniCart";

vi.mock("@/components/account-access/AccountIconLink", () => ({ AccountIconLink: () => null }));
// The mini cart's code does not come: offline, or its chunks gone with a deploy.
vi.mock("./MiniCartController", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /_next/static/chunks/gone.js");
});
const fullLoad = vi.hoisted(() => vi.fn());
vi.mock("@/lib/build/full-load", () => ({ fullLoad }));

const operation = { operationName: "VisitorCart", id: "VisitorCart-id" };
const changes = { updateQuantity: operation, removeLine: operation };

afterEach(() => {
  cleanup();
  fullLoad.mockReset();
});

function page() {
  return render(
    <>
      <HeaderIcons />
      <MiniCart loadCart={operation} changes={changes} />
    </>,
  );
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

describe("MiniCart without its code", () => {
  it("sends a click on the cart icon made while the code was loading to the cart page", async () => {
    // Given a page whose mini cart code is still on its way
    page();

    // When the cart icon is clicked, and the code then fails to come
    const click = fireEvent.click(screen.getByRole("link", { name: "Cart" }));
    await settle();

    // Then the click was held for the mini cart, and the page goes to the cart page instead
    expect(click).toBe(false);
    expect(fullLoad).toHaveBeenCalledExactlyOnceWith("/checkout/cart/");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("leaves later clicks on the cart icon to its link", async () => {
    // Given a page whose mini cart code failed to come, the icon untouched
    page();
    await settle();

    // When the cart icon is clicked
    const click = fireEvent.click(screen.getByRole("link", { name: "Cart" }));

    // Then the link is followed (its default is not prevented) and nothing else loads a page
    expect(click).toBe(true);
    expect(fullLoad).not.toHaveBeenCalled();
  });
});
