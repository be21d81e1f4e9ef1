import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { requestBody } from "@/lib/graphql/browser";
import { withBrowserFetch } from "@/test-data/component-tests";
import { CORE_MONTHLY, CORE_ONCE, sampleCart } from "@/test-data/cart";

import { CartPage, type CartPageOperations } from "./CartPage";

const fetchMock = vi.fn<typeof fetch>();
const operations: CartPageOperations = {
  updateQuantity: { operationName: "CartPageUpdateQuantity", id: "CartPageUpdateQuantity-id" },
  removeLine: { operationName: "CartPageRemoveLine", id: "CartPageRemoveLine-id" },
  applyCoupon: { operationName: "CartPageApplyCoupon", id: "CartPageApplyCoupon-id" },
  removeCoupon: { operationName: "CartPageRemoveCoupon", id: "CartPageRemoveCoupon-id" },
};

withBrowserFetch(fetchMock);

const data = (root: string, cart: unknown) => Response.json({ data: { [root]: { cart } } });
const sent = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body));
const totals = () => document.querySelector("[data-cart-totals]")?.textContent;
const lines = () => within(screen.getByRole("list", { name: "Items in your cart" })).getAllByRole("listitem");

const twoLines = () => sampleCart({ items: [CORE_MONTHLY, CORE_ONCE], shipping: "0.00" });

describe("CartPage", () => {
  it("shows the cart the mini cart changed while the page was open", async () => {
    render(<CartPage initial={twoLines()} operations={operations} />);

    await act(async () => {
      window.dispatchEvent(
        new CustomEvent("rootwell:cart-updated", { detail: { cart: sampleCart({ items: [CORE_ONCE] }), added: false } }),
      );
    });

    expect(lines()).toHaveLength(1);
    expect(totals()).toBe("Subtotal$88.00Shipping$6.95Grand Total$94.95");
  });

  it("lists the lines with their quantities and the totals, and links to checkout", () => {
    render(<CartPage initial={twoLines()} operations={operations} />);

    expect(lines()).toHaveLength(2);
    const quantity = screen.getByRole("combobox", { name: "Quantity of Rootwell Core for Women, Monthly Subscription" });
    expect((quantity as HTMLSelectElement).value).toBe("1");
    expect(within(quantity).getAllByRole("option").map((option) => option.textContent)).toEqual(
      ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
    );
    expect(totals()).toBe("Subtotal$167ShippingFree ShippingGrand Total$167");
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toMatch(/^\/checkout\/?$/);
  });

  it("changes a quantity and shows the cart the shop answers, telling the header", async () => {
    const updated = sampleCart({ items: [{ ...CORE_MONTHLY, quantity: 3 }, CORE_ONCE], shipping: "0.00" });
    fetchMock.mockResolvedValue(data("updateCartItems", updated));
    const announced = vi.fn();
    window.addEventListener("rootwell:cart-updated", announced);
    render(<CartPage initial={twoLines()} operations={operations} />);

    fireEvent.change(screen.getByRole("combobox", { name: /Monthly Subscription/ }), { target: { value: "3" } });

    await waitFor(() => expect(totals()).toBe("Subtotal$325ShippingFree ShippingGrand Total$325"));
    expect(sent()).toEqual(requestBody(operations.updateQuantity, { uid: "11", quantity: 3 }));
    expect(announced).toHaveBeenCalledTimes(1);
    expect((announced.mock.calls[0][0] as CustomEvent).detail).toEqual({ cart: updated, added: false });
    window.removeEventListener("rootwell:cart-updated", announced);
  });

  it("shows the shop's refusal verbatim and keeps the quantity it had", async () => {
    const refusal = "Please enter a quantity between 1 and 10.";
    fetchMock.mockResolvedValue(Response.json({ errors: [{ message: refusal, extensions: { code: "INVALID_QUANTITY" } }] }));
    render(<CartPage initial={twoLines()} operations={operations} />);

    const quantity = screen.getByRole("combobox", { name: /Monthly Subscription/ }) as HTMLSelectElement;
    fireEvent.change(quantity, { target: { value: "4" } });

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusal));
    expect(quantity.value).toBe("1");
  });

  it("removes a line", async () => {
    fetchMock.mockResolvedValue(data("removeItemFromCart", sampleCart({ items: [CORE_MONTHLY] })));
    render(<CartPage initial={twoLines()} operations={operations} />);

    fireEvent.click(screen.getByRole("button", { name: "Remove Rootwell Core for Women, One-Time Purchase" }));

    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(sent().variables).toEqual({ uid: "12" });
  });

  it("shows the empty state, with a way back to the products, once the last line is removed", async () => {
    fetchMock.mockResolvedValue(data("removeItemFromCart", sampleCart({ items: [] })));
    render(<CartPage initial={sampleCart()} operations={operations} />);

    fireEvent.click(screen.getByRole("button", { name: /^Remove / }));

    await waitFor(() => expect(screen.getByText("You have no items in your shopping cart.")).toBeTruthy());
    expect(screen.getByRole("link", { name: "Shop All Products" }).getAttribute("href")).toMatch(/^\/products\/?$/);
  });

  it("applies a coupon and shows the discount, then takes it off", async () => {
    const once = sampleCart({ items: [CORE_ONCE] });
    fetchMock.mockResolvedValueOnce(
      data("applyCouponToCart", sampleCart({ items: [CORE_ONCE], discount: "10.00", coupon: "GROW10" })),
    );
    render(<CartPage initial={once} operations={operations} />);

    fireEvent.change(screen.getByLabelText("Discount code"), { target: { value: " GROW10 " } });
    fireEvent.click(screen.getByRole("button", { name: "Apply Discount" }));

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe('You used coupon code "GROW10".'));
    expect(sent().variables).toEqual({ code: "GROW10" });
    expect(totals()).toBe("Subtotal$88.00Discount (GROW10)-$10.00Shipping$6.95Grand Total$84.95");

    fetchMock.mockResolvedValueOnce(data("removeCouponFromCart", once));
    fireEvent.click(screen.getByRole("button", { name: "Cancel Coupon" }));

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("You canceled the coupon code."));
    expect(totals()).toBe("Subtotal$88.00Shipping$6.95Grand Total$94.95");
  });

  it("shows why a coupon was refused, in the shop's words", async () => {
    const refusal = 'The coupon code "NOPE" isn\'t valid. Verify the code and try again.';
    fetchMock.mockResolvedValue(Response.json({ errors: [{ message: refusal, extensions: { code: "BAD_USER_INPUT" } }] }));
    render(<CartPage initial={twoLines()} operations={operations} />);

    fireEvent.change(screen.getByLabelText("Discount code"), { target: { value: "NOPE" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply Discount" }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusal));
    expect((screen.getByLabelText("Discount code") as HTMLInputElement).value).toBe("NOPE");
  });

  it("says so when the shop cannot be reached, and keeps the cart as it was", async () => {
    fetchMock.mockRejectedValue(new TypeError("fetch failed"));
    render(<CartPage initial={twoLines()} operations={operations} />);

    fireEvent.click(screen.getByRole("button", { name: /One-Time Purchase/ }));

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("There was an error, please wait and try again later."),
    );
    expect(lines()).toHaveLength(2);
  });

  it("keeps the controls still while a change is under way", async () => {
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((done) => (resolve = done)));
    render(<CartPage initial={twoLines()} operations={operations} />);

    fireEvent.click(screen.getByRole("button", { name: /One-Time Purchase/ }));

    expect((screen.getByRole("button", { name: /Monthly Subscription/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => resolve(data("removeItemFromCart", sampleCart())));
    expect((screen.getByRole("button", { name: /Monthly Subscription/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});
