import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { SavedAddress } from "@/lib/account/address";
import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import { COUNTRIES, NEW_YORK } from "@/test-data/checkout";

import { CardForm } from "./CardForm";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const fetchMock = vi.fn<typeof fetch>();

// The address book's one address, in Brooklyn.
const ADDRESS: SavedAddress = { ...NEW_YORK, street: ["12 Main St"], city: "Brooklyn", postcode: "11201" };

function renderForm(addresses = [ADDRESS]) {
  render(
    <CardForm
      addresses={addresses}
      countries={COUNTRIES}
      gateway={{ method: "authnetcim", clientKey: "public-key", tokenize_url: "/sandbox-gateway/tokens/" }}
      create={{ operationName: "CreateTokenBaseCard", id: "CreateTokenBaseCard-id" }}
      today="2026-03-10"
    />,
  );
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiration month/), { target: { value: "12" } });
  fireEvent.change(screen.getByLabelText(/Expiration year/), { target: { value: "2030" } });
  fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: "123" } });
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save Card" }));

withBrowserFetch(fetchMock, { trailingSlash: true, setUp: () => router.push.mockReset() });

describe("CardForm", () => {
  it("tokenises the card with the gateway and sends only the nonce and address to GraphQL", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ nonce: "nonce-1", card: { type: "VI", last4: "4242" } }))
      .mockResolvedValueOnce(jsonResponse({ data: { createTokenBaseCard: { hash: "h1" } } }));
    renderForm();

    fillCard("4242 4242 4242 4242");
    save();

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/account/profile/"));
    const [[tokenUrl, tokenInit], [graphqlUrl, graphqlInit]] = fetchMock.mock.calls;
    expect(String(tokenUrl)).toMatch(/\/sandbox-gateway\/tokens\/$/);
    expect(JSON.parse(String(tokenInit?.body)).card_number).toBe("4242424242424242");
    expect(graphqlUrl).toBe("/graphql");
    const body = String(graphqlInit?.body);
    expect(body).not.toMatch(/4242\s?4242|424242|"123"/);
    expect(JSON.parse(body).variables).toEqual({
      input: {
        nonce: "nonce-1",
        method: "authnetcim",
        active: true,
        address: {
          firstname: "Jane",
          lastname: "Doe",
          company: "",
          street: ["12 Main St"],
          city: "Brooklyn",
          region: { region_id: 43, region_code: "NY", region: "New York" },
          postcode: "11201",
          country_id: "US",
          telephone: "2125550100",
        },
      },
    });
  });

  it("shows the decline word for word and stays on the form", async () => {
    const declined = "Your card was declined. Please use a different card.";
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ nonce: "nonce-2" }))
      .mockResolvedValueOnce(
        jsonResponse({ data: { createTokenBaseCard: null }, errors: [{ message: declined, extensions: { code: "PAYMENT_DECLINED" } }] }),
      );
    renderForm();

    fillCard("4000 0000 0000 0002");
    save();

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(declined));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows the gateway's refusal and never calls GraphQL with it", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "invalid_card_number", message: "Enter a valid card number." } }, 400));
    renderForm();

    fillCard("1234");
    save();

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Enter a valid card number."));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for every card field and a new billing address before sending anything", async () => {
    renderForm([]);

    save();

    await waitFor(() => expect(screen.getByLabelText(/Card number/).getAttribute("aria-invalid")).toBe("true"));
    for (const label of [/Expiration month/, /Expiration year/, /Security code/, /First name/, /Street address \*/]) {
      expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("gives the card inputs no name, so they can never be submitted with the page", () => {
    renderForm();
    for (const label of [/Card number/, /Security code/]) {
      expect(screen.getByLabelText(label).hasAttribute("name")).toBe(false);
    }
  });
});
