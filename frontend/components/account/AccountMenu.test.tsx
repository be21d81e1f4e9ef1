import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import type { AccountMenuEntry } from "@/lib/account/menu";

import { AccountMenu } from "./AccountMenu";

const route = vi.hoisted(() => ({ pathname: "/account/", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const ENTRIES: AccountMenuEntry[] = [
  { label: "My Account", url: "/account/", sub_links: [] },
  { label: "Subscriptions", url: "/account/subscriptions/", sub_links: [] },
  { label: "Order History", url: "/account/orders/", sub_links: [] },
  {
    label: "Profile",
    url: "/account/profile/",
    sub_links: [
      { label: "Payment", url: "/account/profile/payment/" },
      { label: "Shipping", url: "/account/profile/shipping/" },
    ],
  },
  { label: "Rewards", url: "/account/rewards/", sub_links: [] },
  { label: "Get Support", url: "/contact-us/", sub_links: [] },
  { label: "Log Out", url: "/logout/", sub_links: [] },
];

function currentIn(name: string) {
  return within(screen.getByRole("navigation", { name }))
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);
}

withAppLinks();

describe("AccountMenu", () => {
  it("lists the editors' entries in order, Log Out leading to /logout/", () => {
    render(<AccountMenu entries={ENTRIES} />);

    const links = within(screen.getByRole("navigation", { name: "Account" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(ENTRIES.map((entry) => entry.label));
    expect(links.at(-1)?.getAttribute("href")).toBe("/logout/");
    expect(currentIn("Account")).toEqual(["My Account"]);
    expect(screen.queryByRole("navigation", { name: "Profile" })).toBeNull();
  });

  it("keeps Profile current on its sub-pages and marks the sub-page below it", () => {
    route.pathname = "/account/profile/payment/add/";
    render(<AccountMenu entries={ENTRIES} />);

    expect(currentIn("Account")).toEqual(["Profile"]);
    expect(currentIn("Profile")).toEqual(["Payment"]);
  });

  it("marks only Subscriptions when the address has a subId", () => {
    route.pathname = "/account/profile/";
    route.search = "subId=12";
    render(<AccountMenu entries={ENTRIES} />);

    expect(currentIn("Account")).toEqual(["Subscriptions"]);
    route.search = "";
  });

  it("draws nothing when the editors left the menu empty", () => {
    const { container } = render(<AccountMenu entries={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
