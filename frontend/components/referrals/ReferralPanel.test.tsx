import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withBrowserFetch } from "@/test-data/component-tests";

import { ReferralPanel } from "./ReferralPanel";

const session = vi.hoisted(() => ({ customer: null as { firstname: string } | null }));
vi.mock("@/lib/account-access/customer-store", () => ({ useCustomer: () => session.customer }));

const operation = { operationName: "CustomerReferral", id: "CustomerReferral-id" };
const fetchMock = vi.fn<typeof fetch>();

const referral = {
  code: "JANE-7K2Q",
  url: "https://shop.example/refer-a-friend/?code=JANE-7K2Q",
  referrals_count: 2,
  friend_discount: { value: "10.00", currency: "USD" },
  referrer_credit: { value: "10.00", currency: "USD" },
  credit_earned: { value: "20.00", currency: "USD" },
};

function answers(body: unknown) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}

async function renderPanel() {
  render(<ReferralPanel operation={operation} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("the referral panel", () => {
  withBrowserFetch(fetchMock, {
    trailingSlash: true,
    setUp: () => {
      session.customer = null;
      window.history.replaceState(null, "", "/refer-a-friend/");
    },
  });

  it("asks a visitor to sign in for their link, without asking the API", async () => {
    await renderPanel();

    expect(screen.getByRole("link", { name: "Sign in to get your link" }).getAttribute("href")).toBe(
      "/customer/account/login/",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers a friend's code to the visitor's cart", async () => {
    window.history.replaceState(null, "", "/refer-a-friend/?code=jane-7k2q");

    await renderPanel();

    expect(screen.getByText("JANE-7K2Q")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Claim your discount" }).getAttribute("href")).toBe(
      "/dpa/add/tocart/?code=JANE-7K2Q",
    );
  });

  it("gives a signed-in customer their link to copy, and what it earns", async () => {
    session.customer = { firstname: "Jane" };
    answers({ data: { customer: { referral } } });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });

    await renderPanel();

    const link = screen.getByLabelText("Your link") as HTMLInputElement;
    expect(link.value).toBe(referral.url);
    expect(screen.getByText(/Friends get \$10 off their first subscription order/)).toBeTruthy();
    expect(screen.getByText(/2 friends have ordered with your link; you have earned \$20/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    });
    expect(writeText).toHaveBeenCalledWith(referral.url);
    expect(screen.getByRole("status").textContent).toBe("Link copied.");
  });

  it("says so when the link cannot be loaded", async () => {
    session.customer = { firstname: "Jane" };
    fetchMock.mockResolvedValue(new Response("", { status: 502 }));

    await renderPanel();

    expect(screen.getByRole("alert").textContent).toMatch(/could not be loaded/);
  });
});
