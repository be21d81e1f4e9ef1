import { describe, expect, it } from "vitest";

import { currentAccountEntry, type AccountMenuEntry } from "./menu";

const entry = (label: string, url: string, ...subs: [string, string][]): AccountMenuEntry => ({
  label,
  url,
  sub_links: subs.map(([subLabel, subUrl]) => ({ label: subLabel, url: subUrl })),
});

const MENU = [
  entry("My Account", "/account/"),
  entry("Subscriptions", "/account/subscriptions/"),
  entry("Order History", "/account/orders/"),
  entry("Profile", "/account/profile/", ["Payment", "/account/profile/payment/"], ["Shipping", "/account/profile/shipping/"]),
  entry("Rewards", "/account/rewards/"),
  entry("Get Support", "/contact-us/"),
  entry("Log Out", "/logout/"),
];

function current(path: string, hasSubId = false) {
  const { entry: index, subLink } = currentAccountEntry(MENU, path, hasSubId);
  return [index === null ? null : MENU[index].label, subLink];
}

describe("currentAccountEntry", () => {
  it("marks the entry of the page, with or without its trailing slash", () => {
    expect(current("/account/")).toEqual(["My Account", null]);
    expect(current("/account")).toEqual(["My Account", null]);
    expect(current("/account/orders/")).toEqual(["Order History", null]);
    expect(current("/account/rewards")).toEqual(["Rewards", null]);
  });

  it("marks an entry on the pages below it rather than My Account", () => {
    expect(current("/account/orders/000000123/")).toEqual(["Order History", null]);
    expect(current("/account/subscriptions/12/change-frequency/")).toEqual(["Subscriptions", null]);
    expect(current("/account/rewards/booster-selection/4/")).toEqual(["Rewards", null]);
  });

  it("keeps Profile current on its payment and shipping pages and says which one", () => {
    expect(current("/account/profile/")).toEqual(["Profile", null]);
    expect(current("/account/profile/payment/")).toEqual(["Profile", 0]);
    expect(current("/account/profile/payment/add/")).toEqual(["Profile", 0]);
    expect(current("/account/profile/shipping/12/edit/")).toEqual(["Profile", 1]);
  });

  it("with a subId parameter marks Subscriptions only, wherever the page is", () => {
    expect(current("/account/", true)).toEqual(["Subscriptions", null]);
    expect(current("/account/profile/payment/", true)).toEqual(["Subscriptions", null]);
  });

  it("marks nothing where no entry applies", () => {
    expect(current("/products/")).toEqual([null, null]);
    expect(currentAccountEntry([], "/account/", true)).toEqual({ entry: null, subLink: null });
  });

  it("ignores links to other sites and keeps paths with a query apart", () => {
    const menu = [entry("Help", "https://help.example.com/account/"), entry("Orders", "/account/orders/?page=1")];
    expect(currentAccountEntry(menu, "/account/orders/", false)).toEqual({ entry: 1, subLink: null });
  });
});
