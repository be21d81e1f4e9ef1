import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";

import { OrderLookup } from "./OrderLookup";

const fetchMock = vi.fn<typeof fetch>();
const lookup = { operationName: "OrderTracking", id: "OrderTracking-id" };
const NOT_FOUND = "We couldn't find an order with that number and email address.";

const numberField = () => screen.getByLabelText(/Order number/) as HTMLInputElement;
const emailField = () => screen.getByLabelText(/Email address/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Track Order" }));

function fill(number: string, email: string) {
  fireEvent.change(numberField(), { target: { value: number } });
  fireEvent.change(emailField(), { target: { value: email } });
}

withBrowserFetch(fetchMock);

describe("OrderLookup", () => {
  it("asks for both fields, and a well-formed email, before sending anything", () => {
    render(<OrderLookup lookup={lookup} />);

    submit();
    expect(numberField().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(numberField());
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "This is a required field.",
      "This is a required field.",
    ]);

    fill("100042", "jane@example");
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email address (Ex: johndoe@domain.com).");
    expect(document.activeElement).toBe(emailField());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the order's status, date, shipping method and tracking links", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        data: {
          order_tracking: {
            __typename: "OrderTracking",
            number: "100042",
            status: "Shipped",
            order_date: "2026-03-05 14:30:00",
            shipping_method: "Standard Shipping",
            shipments: [
              {
                __typename: "OrderShipment",
                id: "1",
                number: "000000001",
                tracking: [{ __typename: "ShipmentTracking", carrier: "ups", title: "UPS", number: "1Z999", url: "https://www.ups.com/track?tracknum=1Z999" }],
              },
            ],
          },
        },
      }),
    );
    render(<OrderLookup lookup={lookup} />);

    fill(" 100042 ", "Jane@Example.com ");
    submit();

    const heading = await screen.findByRole("heading", { name: "Order #100042" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const result = heading.parentElement!;
    expect(result.textContent).toContain("Shipped");
    expect(result.textContent).toContain("March 5, 2026");
    expect(result.textContent).toContain("Standard Shipping");
    expect(within(result).getByRole("link", { name: /1Z999/ }).getAttribute("target")).toBe("_blank");

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(JSON.parse(String(init?.body)).variables).toEqual({ number: "100042", email: "Jane@Example.com" });
  });

  it("shows the shop's refusal word for word and keeps what was typed", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: [{ message: NOT_FOUND, extensions: { code: "NOT_FOUND" } }], data: null }));
    render(<OrderLookup lookup={lookup} />);

    fill("100042", "someone@example.com");
    submit();

    expect((await screen.findByRole("alert")).textContent).toBe(NOT_FOUND);
    expect(numberField().value).toBe("100042");
    expect(emailField().value).toBe("someone@example.com");
    expect(screen.queryByRole("heading", { name: /Order #/ })).toBeNull();
  });

  it("says something went wrong when the shop cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    render(<OrderLookup lookup={lookup} />);

    fill("100042", "jane@example.com");
    submit();

    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong. Please try again later.");
  });
});
