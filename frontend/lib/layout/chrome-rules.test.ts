import { describe, expect, it } from "vitest";

import type { Chrome } from "@/lib/layout/chrome";

import { backLinkLabel, isAccountPath, mobileAccordions, sectionForPath } from "./chrome-rules";

describe("sectionForPath", () => {
  it("is the men's site under /men only", () => {
    expect(sectionForPath("/men/")).toBe("men");
    expect(sectionForPath("/men/products/x/")).toBe("men");
    expect(sectionForPath("/menopause/")).toBe("women");
    expect(sectionForPath("/")).toBe("women");
  });
});

describe("isAccountPath", () => {
  it("covers the account area and the customer access pages, nothing else", () => {
    expect(isAccountPath("/account")).toBe(true);
    expect(isAccountPath("/account/subscriptions/7/")).toBe(true);
    expect(isAccountPath("/customer/account/login/")).toBe(true);
    expect(isAccountPath("/accounting-tips/")).toBe(false);
    expect(isAccountPath("/customer/referral-program-terms/")).toBe(false);
  });
});

describe("backLinkLabel", () => {
  it("says Shop on account pages", () => {
    expect(backLinkLabel("/account/")).toBe("Shop");
    expect(backLinkLabel("/account/orders/12")).toBe("Shop");
    expect(backLinkLabel("/customer/account/forgotpassword/")).toBe("Shop");
  });

  it("says Continue Shopping elsewhere and on the login and register pages", () => {
    expect(backLinkLabel("/checkout/cart/")).toBe("Continue Shopping");
    expect(backLinkLabel("/customer/account/login/")).toBe("Continue Shopping");
    expect(backLinkLabel("/customer/account/create")).toBe("Continue Shopping");
  });
});

const link = (label: string, url: string) => ({ __typename: "NavLink" as const, label, url });

describe("mobileAccordions", () => {
  it("turns dropdowns into accordions, letting the editors' accordion of the same name win", () => {
    const chrome = {
      menu: [
        {
          __typename: "NavItem",
          kind: "dropdown",
          label: "Shop",
          url: "/products/",
          mobile_only: false,
          columns: [{ heading: "A", links: [{ ...link("Core", "/core/"), sub_links: [] }] }],
          cards: [],
          see_all: link("See All Products", "/products/"),
        },
        {
          __typename: "NavItem",
          kind: "dropdown",
          label: "Science",
          url: "/science/",
          mobile_only: false,
          columns: [],
          cards: [{ name: "Clinical", text: "", url: "/clinical/", image: null }],
          see_all: null,
        },
        { __typename: "NavItem", kind: "link", label: "Results", url: "/results/", mobile_only: false, columns: [], cards: [], see_all: null },
      ],
      mobile_accordions: [
        { __typename: "LinkGroup", heading: "Science", links: [link("The Science", "/science/")] },
        { __typename: "LinkGroup", heading: "Scalp Care", links: [link("Serum", "/scalp/hair-serum/")] },
      ],
    } as unknown as Pick<Chrome, "menu" | "mobile_accordions">;

    const groups = mobileAccordions(chrome);

    expect(groups.map((group) => group.heading)).toEqual(["Shop", "Science", "Scalp Care"]);
    expect(groups[0].links.map((l) => l.label)).toEqual(["Core", "See All Products"]);
    expect(groups[1].links.map((l) => l.label)).toEqual(["The Science"]);
  });
});
