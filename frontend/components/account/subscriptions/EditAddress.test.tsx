import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import {
  savedAddress,
  subscriptionCountries,
  subscriptionDetail,
  subscriptionQuote,
  subscriptionShippingAddress,
} from "@/test-data/subscriptions";

import { EditAddress } from "./EditAddress";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const fetchMock = vi.fn<typeof fetch>();
const UPDATED = { data: { updateSubscription: { subscription: { entity_id: 12, status: "active", next_run: "2026-04-30" } } } };

const HOME = savedAddress();
const OFFICE = savedAddress({
  id: 8,
  street: ["1 Main St", "Apt 4"],
  city: "Los Angeles",
  postcode: "90001",
  region: { __typename: "CustomerAddressRegion", region_code: "CA", region: "California", region_id: 12 },
  region_id: 12,
});

function renderPage(shippingAddress = subscriptionShippingAddress(), addresses = [HOME, OFFICE]) {
  const subscription = subscriptionDetail({ quote: subscriptionQuote({ shipping_address: shippingAddress }) });
  render(
    <EditAddress
      subscription={{ ...subscription, quote: { ...subscription.quote, shipping_address: shippingAddress } }}
      addresses={addresses}
      countries={subscriptionCountries}
      update={{ operationName: "UpdateSubscription", id: "UpdateSubscription-id" }}
    />,
  );
}

const radio = (name: string | RegExp) => screen.getByRole<HTMLInputElement>("radio", { name });
const sent = () => JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).variables.input;
const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Ship Here" }));

withBrowserFetch(fetchMock, { trailingSlash: true, setUp: () => router.push.mockReset() });

afterEach(() => {
  document.cookie = "account_messages=; max-age=0; path=/";
});

describe("EditAddress", () => {
  it("marks the saved address it ships to now and offers the others, a new one, and the unchanged price", () => {
    renderPage();

    const current = radio(/1 Main St, Apt 4, Los Angeles, CA 90001.*\(current\)$/);
    expect(current.checked).toBe(true);
    expect(radio(/^Casey Lee, 12 Grove Street, New York, NY 10014/).checked).toBe(false);
    expect(radio("Enter a new address").checked).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Ship Here" }).disabled).toBe(true);
    expect(screen.getByText(/The price stays \$263\.50 a shipment: shipping is free to any address\./)).toBeTruthy();
  });

  it("keeps an address typed at checkout as a choice of its own when no saved address is that one", () => {
    renderPage(subscriptionShippingAddress({ street: ["77 Sunset Blvd"] }), [HOME]);

    expect(radio(/^Casey Lee, 77 Sunset Blvd, Los Angeles, California 90001.*\(current\)$/).checked).toBe(true);
    expect(screen.getAllByRole("radio")).toHaveLength(3);
  });

  it("sends a saved address by its id and returns to the subscription saying where it now ships", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(UPDATED));
    renderPage();

    fireEvent.click(radio(/12 Grove Street/));
    confirm();

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/account/subscriptions/12/"));
    expect(sent()).toEqual({ entity_id: 12, shipping_address: { customer_address_id: 7 } });
    expect(decodeURIComponent(document.cookie)).toContain("Your subscription now ships to 12 Grove Street, New York.");
  });

  it("checks a new address before sending it, then sends it as typed", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(UPDATED));
    renderPage();

    fireEvent.click(radio("Enter a new address"));
    confirm();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/First name/).getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: "Casey" } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Lee" } });
    fireEvent.change(screen.getByLabelText(/^Street address\s*\*?$/), { target: { value: "5 Harbor Road" } });
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: "Albany" } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: "43" } });
    fireEvent.change(screen.getByLabelText(/ZIP code/), { target: { value: "12207" } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: "5185550100" } });
    confirm();

    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(sent().shipping_address.address).toMatchObject({
      firstname: "Casey",
      street: ["5 Harbor Road"],
      city: "Albany",
      region: { region_id: 43, region_code: "NY" },
      postcode: "12207",
      country_code: "US",
      default_shipping: false,
    });
  });

  it("shows the shop's refusal word for word and stays", async () => {
    const refusal = 'Please enter a valid ZIP code for "US".';
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: [{ message: refusal, extensions: { code: "INVALID_ADDRESS" } }] }));
    renderPage();

    fireEvent.click(radio(/12 Grove Street/));
    confirm();

    expect((await screen.findByRole("alert")).textContent).toContain(refusal);
    expect(router.push).not.toHaveBeenCalled();
  });
});
