import type { Chrome, LinkGroup, Section } from "@/lib/layout/chrome";

/** The men's site is everything under /men. */
export function sectionForPath(path: string): Section {
  return path === "/men" || path.startsWith("/men/") ? "men" : "women";
}

const ACCOUNT_PREFIXES = ["/account/", "/customer/account/"];
const SIGN_IN_PAGES = ["/customer/account/login/", "/customer/account/create/"];

function withSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

/** The customer's own pages, which never show the promotional ribbon. */
export function isAccountPath(path: string): boolean {
  return ACCOUNT_PREFIXES.some((prefix) => withSlash(path).startsWith(prefix));
}

/** The simple header's back link: Shop on account pages, Continue Shopping everywhere else
 * and on the login and register pages. */
export function backLinkLabel(path: string): "Shop" | "Continue Shopping" {
  return isAccountPath(path) && !SIGN_IN_PAGES.includes(withSlash(path)) ? "Shop" : "Continue Shopping";
}

export function shopHref(section: Section): string {
  return section === "men" ? "/men/products/" : "/products/";
}

/**
 * The mobile navigation's sections, in order: each dropdown of the main menu as an accordion of
 * its links (replaced by the editors' accordion of the same heading when there is one), then the
 * remaining accordions. Plain links are listed separately.
 */
export function mobileAccordions(chrome: Pick<Chrome, "menu" | "mobile_accordions">): LinkGroup[] {
  const byHeading = new Map(chrome.mobile_accordions.map((group) => [group.heading, group]));
  const fromMenu = chrome.menu
    .filter((item) => item.kind === "dropdown")
    .map((item): LinkGroup => {
      const editors = byHeading.get(item.label);
      if (editors) byHeading.delete(item.label);
      return editors ?? { __typename: "LinkGroup", heading: item.label, links: dropdownLinks(item) };
    });
  return [...fromMenu, ...byHeading.values()];
}

function dropdownLinks(item: Chrome["menu"][number]): LinkGroup["links"] {
  const links = [
    ...item.columns.flatMap((column) => column.links.map(({ label, url }) => ({ label, url }))),
    ...item.cards.map(({ name, url }) => ({ label: name, url })),
  ];
  if (item.see_all) links.push({ label: item.see_all.label, url: item.see_all.url });
  return links.map((link) => ({ __typename: "NavLink" as const, ...link }));
}
