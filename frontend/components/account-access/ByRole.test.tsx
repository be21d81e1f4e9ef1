import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { PersonIcon } from "@/components/layout/icons";
import { forgetCustomer, syncCustomer } from "@/lib/account-access/customer-store";

import { AccountIconLink } from "./AccountIconLink";
import { ByRole } from "./ByRole";
import { PersonalizedText } from "./PersonalizedText";

const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("@/lib/account-access/actions", () => ({ signOut }));

const operation = { operationName: "HeaderCustomer", id: "HeaderCustomer-id" };
const fetchMock = vi.fn<typeof fetch>();

function header() {
  return render(
    <>
      <AccountIconLink icon={<PersonIcon />} />
      <ByRole visitor={<span>Take the Quiz</span>} customer={<span>My Account (switch row)</span>} />
      <PersonalizedText template="{name}, your offer is waiting">
        <span>Free shipping on subscriptions</span>
      </PersonalizedText>
    </>,
  );
}

// The store imports the transport, and then the sign-out, only when it asks: three rounds let the
// transport come, the answer arrive, and the sign-out come and run.
async function pageLoad() {
  await act(async () => {
    syncCustomer(operation);
    for (let round = 0; round < 3; round += 1) {
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}

describe("the header by role", () => {
  beforeEach(() => {
    vi.stubEnv("__NEXT_MANUAL_TRAILING_SLASH", "true");
    fetchMock.mockReset();
    signOut.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    forgetCustomer();
    document.cookie = "logged_in=; Max-Age=0; path=/";
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("asks nobody when no token is stored, and shows the visitor's links", async () => {
    header();
    await pageLoad();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Log in to your account" }).getAttribute("href")).toBe(
      "/customer/account/login/",
    );
    expect(screen.getByText("Take the Quiz")).toBeTruthy();
    expect(screen.getByText("Free shipping on subscriptions")).toBeTruthy();
  });

  it("asks once with a stored token; a customer with a first name gets the account links and the ribbon by name", async () => {
    document.cookie = "logged_in=1; path=/";
    fetchMock.mockImplementation(async () => Response.json({ data: { customer: { firstname: "Jane" } } }));
    header();
    await pageLoad();
    await pageLoad();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "My Account" }).getAttribute("href")).toBe("/account/");
    expect(screen.getByText("My Account (switch row)")).toBeTruthy();
    expect(screen.queryByText("Take the Quiz")).toBeNull();
    expect(screen.getByText("Jane, your offer is waiting")).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("clears the session when the token is refused or the customer has no first name", async () => {
    document.cookie = "logged_in=1; path=/";
    for (const answer of [
      { errors: [{ message: "The current customer isn't authorized.", extensions: { code: "UNAUTHENTICATED" } }] },
      { data: { customer: { firstname: "" } } },
    ]) {
      signOut.mockClear();
      fetchMock.mockImplementation(async () => Response.json(answer));
      header();
      await pageLoad();

      expect(signOut).toHaveBeenCalledTimes(1);
      expect(screen.getByRole("link", { name: "Log in to your account" })).toBeTruthy();
      cleanup();
    }
  });

  it("keeps the token when the shop cannot be reached or refuses for another reason", async () => {
    document.cookie = "logged_in=1; path=/";
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError("offline");
    });
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ errors: [{ message: "Slow down.", extensions: { code: "TOO_MANY_REQUESTS" } }] }),
    );
    header();
    await pageLoad();
    await pageLoad();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signOut).not.toHaveBeenCalled();
  });
});
