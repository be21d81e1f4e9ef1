import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import type { Chrome } from "@/lib/layout/chrome";

import { FullHeader } from "./FullHeader";

const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({
  usePathname: () => route.pathname,
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

function chrome(section: "women" | "men", quiz_paths: string[]): Chrome {
  return {
    section,
    brand_name: "Rootwell",
    menu: [],
    mobile_accordions: [],
    footer_columns: [],
    account_menu: [],
    social_links: [],
    ad_choices_url: "",
    chat_widget_enabled: false,
    ribbon: null,
    quiz_paths,
  } as unknown as Chrome;
}

withAppLinks(() => {
  localStorage.clear();
});

describe("FullHeader's quiz call to action", () => {
  it("is left out of the women's header while the women's quiz is not live", () => {
    route.pathname = "/";
    render(<FullHeader chrome={chrome("women", ["/men/quiz/"])} ribbon={null} white={false} />);

    expect(screen.queryByRole("link", { name: "Take the Quiz" })).toBeNull();
  });

  it("leads to the women's quiz once its page is live", () => {
    route.pathname = "/";
    render(<FullHeader chrome={chrome("women", ["/quiz/"])} ribbon={null} white={false} />);

    expect(screen.getByRole("link", { name: "Take the Quiz" }).getAttribute("href")).toBe("/quiz/");
  });

  it("is left out of the men's switch row and bar while the men's quiz is not live", () => {
    route.pathname = "/men/";
    render(<FullHeader chrome={chrome("men", ["/quiz/"])} ribbon={null} white={false} />);

    const switchRow = screen.getByRole("navigation", { name: "Sites" });
    expect(within(switchRow).getAllByRole("link").map((link) => link.textContent)).toEqual(["Women", "Skin"]);
    expect(screen.queryByRole("link", { name: "Take the Quiz" })).toBeNull();
  });

  it("comes back in the men's switch row and bar once the men's quiz is live", () => {
    route.pathname = "/men/";
    render(<FullHeader chrome={chrome("men", ["/men/quiz/"])} ribbon={null} white={false} />);

    const switchRow = screen.getByRole("navigation", { name: "Sites" });
    expect(within(switchRow).getByRole("link", { name: "Take the Quiz" }).getAttribute("href")).toBe("/men/quiz/");
    expect(screen.getAllByRole("link", { name: "Take the Quiz" })).toHaveLength(2);
  });
});

describe("FullHeader's search button", () => {
  it("is in the women's and the men's header, labelled for screen readers", () => {
    route.pathname = "/";
    render(<FullHeader chrome={chrome("women", [])} ribbon={null} white={false} />);
    expect(screen.getByRole("button", { name: "Search" }).getAttribute("aria-haspopup")).toBe("dialog");
    cleanup();

    route.pathname = "/men/";
    render(<FullHeader chrome={chrome("men", [])} ribbon={null} white={false} />);
    expect(screen.getByRole("button", { name: "Search" })).toBeTruthy();
  });
});
