import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { HeaderIcons } from "@/components/layout/header/HeaderIcons";
import { CORE_MONTHLY, CORE_ONCE, sampleCart } from "@/test-data/cart";
import { showMiniCart } from "@/lib/cart/use-cart-events";

import { MiniCart } from "./MiniCart";
import { requestBody } from "@/lib/graphql/browser";

vi.mock("@/components/account-access/AccountIconLink", () => ({ AccountIconLink: () => null }));

const fetchMock = vi.fn<typeof fetch>();
const loadCart = { operationName: "VisitorCart", id: "VisitorCart-id" };
const changes = {
  updateQuantity: { operationName: "CartPageUpdateQuantity", id: "CartPageUpdateQuantity-id" },
  removeLine: { operationName: "CartPageRemoveLine", id: "CartPageRemoveLine-id" },
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  document.body.removeAttribute("style");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "cart_count=; Max-Age=0";
});

const answer = (cart: unknown) => Response.json({ data: { cart } });

function page() {
  return render(
    <>
      <HeaderIcons />
      <MiniCart loadCart={loadCart} changes={changes} />
    </>,
  );
}

// Async acts: the drawer's code is fetched when it first opens.
const fire = (name: string, detail?: unknown) =>
  act(async () => {
    window.dispatchEvent(detail === undefined ? new Event(name) : new CustomEvent(name, { detail }));
  });

async function openFromIcon() {
  fireEvent.click(screen.getByRole("link", { name: "Cart" }));
  await screen.findByRole("dialog", { name: "Your Cart" });
}

const drawer = () => screen.getByRole("dialog", { name: "Your Cart" });
const state = () => drawer().querySelector("[data-mini-cart-state]")?.getAttribute("data-mini-cart-state");

describe("MiniCart", () => {
  it("opens from the cart icon, loading, then shows the lines and totals", async () => {
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((done) => (resolve = done)));
    page();

    await openFromIcon();
    expect(state()).toBe("loading");
    expect(within(drawer()).getByRole("status").textContent).toContain("Loading your cart");

    await act(async () => resolve(answer(sampleCart({ items: [CORE_MONTHLY, CORE_ONCE], shipping: "0.00" }))));

    expect(state()).toBe("cart");
    const lines = within(drawer()).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Rootwell Core for WomenMonthly Subscription−1+$79Remove",
      "Rootwell Core for WomenOne-Time Purchase−1+$88Remove",
    ]);
    // Each line shows the product's picture, resized by the storefront.
    const pictures = lines.map((line) => line.querySelector("img")?.getAttribute("src"));
    expect(pictures).toEqual([expect.stringContaining("core-women.jpg"), expect.stringContaining("core-women.jpg")]);
    const totals = drawer().querySelector("[data-cart-totals]")!;
    expect(totals.textContent).toBe("Subtotal$167ShippingFree ShippingGrand Total$167");
    expect(within(drawer()).getByRole("link", { name: "View Cart" }).getAttribute("href")).toMatch(/^\/checkout\/cart\/?$/);
    expect(within(drawer()).getByRole("link", { name: "Checkout" }).getAttribute("href")).toMatch(/^\/checkout\/?$/);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual(requestBody(loadCart, {}));
  });

  it("shows every price with cents when shipping has cents, and the discount", async () => {
    fetchMock.mockResolvedValue(answer(sampleCart({ items: [CORE_ONCE], discount: "10.00", coupon: "GROW10" })));
    page();

    await openFromIcon();

    await waitFor(() => expect(state()).toBe("cart"));
    expect(drawer().querySelector("[data-cart-totals]")!.textContent).toBe(
      "Subtotal$88.00Discount (GROW10)-$10.00Shipping$6.95Grand Total$84.95",
    );
  });

  it("shows the empty state for a cart without lines", async () => {
    fetchMock.mockResolvedValue(answer(sampleCart({ items: [] })));
    page();

    await openFromIcon();

    await waitFor(() => expect(state()).toBe("empty"));
    expect(within(drawer()).getByText("You have no items in your shopping cart.")).toBeTruthy();
  });

  it("shows the error when the cart cannot be loaded", async () => {
    fetchMock.mockResolvedValue(new Response("Bad gateway", { status: 502 }));
    page();

    await openFromIcon();

    await waitFor(() => expect(state()).toBe("error"));
    expect(within(drawer()).getByRole("alert").textContent).toBe(
      "There was an error, please wait and try again later.",
    );
  });

  it("opens loading when an add starts, then shows what was added, and the badge counts it", async () => {
    page();

    await fire("rootwell:cart-open");
    expect(state()).toBe("loading");
    document.cookie = "cart_count=2";
    await fire("rootwell:cart-updated", { cart: sampleCart({ items: [{ ...CORE_MONTHLY, quantity: 2 }] }), added: true });

    expect(state()).toBe("added");
    expect(within(drawer()).getAllByRole("status")[0].textContent).toBe("Item(s) added to your cart");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector("[data-cart-count]")?.getAttribute("data-cart-count")).toBe("2");
  });

  it("fetches the cart itself when an added cart lacks what it shows", async () => {
    fetchMock.mockResolvedValue(answer(sampleCart()));
    page();

    await fire("rootwell:cart-open");
    await fire("rootwell:cart-updated", { cart: { id: "m4sk3d", total_quantity: 1 }, added: true });

    await waitFor(() => expect(state()).toBe("added"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the error when an add fails", async () => {
    page();

    await fire("rootwell:cart-open");
    await fire("rootwell:cart-error");

    expect(state()).toBe("error");
  });

  it("gives page scrolling back when it closes", async () => {
    document.body.style.overflow = "auto";
    fetchMock.mockResolvedValue(answer(sampleCart()));
    page();

    await openFromIcon();
    // The drawer locks scrolling once it has mounted, which may come a moment after the dialog shows.
    await waitFor(() => expect(document.body.style.overflow).toBe("hidden"));
    await waitFor(() => expect(state()).toBe("cart"));

    fireEvent.click(screen.getByRole("button", { name: "Close cart" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("auto");
  });
});

describe("MiniCart line controls", () => {
  const sent = (call: number) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body));

  it("changes a line's quantity with the cart page's mutation and shows the cart it answers", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(sampleCart({ items: [CORE_MONTHLY] })))
      .mockResolvedValueOnce(
        Response.json({ data: { updateCartItems: { cart: sampleCart({ items: [{ ...CORE_MONTHLY, quantity: 2 }] }) } } }),
      );
    page();
    await openFromIcon();
    await waitFor(() => expect(state()).toBe("cart"));
    const fewer = within(drawer()).getByRole("button", { name: "One fewer Rootwell Core for Women, Monthly Subscription" });
    expect(fewer.getAttribute("aria-disabled")).toBe("true");

    fireEvent.click(within(drawer()).getByRole("button", { name: "One more Rootwell Core for Women, Monthly Subscription" }));

    await waitFor(() => expect(drawer().querySelector("[data-line-quantity]")?.textContent).toBe("2"));
    expect(sent(1)).toEqual(requestBody(changes.updateQuantity, { uid: CORE_MONTHLY.uid, quantity: 2 }));
    expect(drawer().querySelector("[data-cart-totals]")!.textContent).toBe("Subtotal$158ShippingFree ShippingGrand Total$158");
    expect(fewer.getAttribute("aria-disabled")).toBe("false");
  });

  it("removes a line, says so and keeps focus in the drawer, and shows the empty state when none is left", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(sampleCart({ items: [CORE_MONTHLY] })))
      .mockResolvedValueOnce(Response.json({ data: { removeItemFromCart: { cart: sampleCart({ items: [] }) } } }));
    page();
    await openFromIcon();
    await waitFor(() => expect(state()).toBe("cart"));

    fireEvent.click(within(drawer()).getByRole("button", { name: "Remove Rootwell Core for Women, Monthly Subscription" }));

    await waitFor(() => expect(state()).toBe("empty"));
    expect(sent(1)).toEqual(requestBody(changes.removeLine, { uid: CORE_MONTHLY.uid }));
    const said = within(drawer()).getByText("Rootwell Core for Women, Monthly Subscription was removed from your cart.");
    await waitFor(() => expect(document.activeElement).toBe(said));
  });

  it("keeps the lines and shows the shop's refusal when a change is refused", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(sampleCart({ items: [CORE_ONCE] })))
      .mockResolvedValueOnce(Response.json({ errors: [{ message: "The requested qty is not available" }], data: null }));
    page();
    await openFromIcon();
    await waitFor(() => expect(state()).toBe("cart"));

    fireEvent.click(within(drawer()).getByRole("button", { name: "One more Rootwell Core for Women, One-Time Purchase" }));

    expect((await within(drawer()).findByRole("alert")).textContent).toBe("The requested qty is not available");
    expect(drawer().querySelector("[data-line-quantity]")?.textContent).toBe("1");
  });
});

describe("the cart badge", () => {
  it("shows the count of the cart_count cookie, and nothing below one", async () => {
    document.cookie = "cart_count=3";
    const { unmount } = page();
    expect(screen.getByRole("link", { name: "Cart" }).querySelector("[data-cart-count]")?.textContent).toBe("33 items");
    unmount();

    document.cookie = "cart_count=0";
    page();
    expect(document.querySelector("[data-cart-count]")).toBeNull();
  });

  it("reads the cookie again whenever the cart changes, and hides once it is emptied", async () => {
    page();
    expect(document.querySelector("[data-cart-count]")).toBeNull();

    document.cookie = "cart_count=1";
    await fire("rootwell:cart-updated", { cart: sampleCart(), added: true });
    expect(document.querySelector("[data-cart-count]")?.getAttribute("data-cart-count")).toBe("1");

    document.cookie = "cart_count=0";
    await fire("rootwell:cart-updated", { cart: null, added: false });
    expect(document.querySelector("[data-cart-count]")).toBeNull();
  });

  it("lets the icon's link do its work when no mini cart is on the page", async () => {
    render(<HeaderIcons />);
    expect(showMiniCart()).toBe(false);
    cleanup();

    fetchMock.mockResolvedValue(answer(sampleCart()));
    page();
    let taken = false;
    await act(async () => {
      taken = showMiniCart();
    });
    expect(taken).toBe(true);
    expect(await screen.findByRole("dialog", { name: "Your Cart" })).toBeTruthy();
  });
});
