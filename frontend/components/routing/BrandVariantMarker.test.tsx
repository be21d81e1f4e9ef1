import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BrandVariantMarker } from "./BrandVariantMarker";

const route = vi.hoisted(() => ({ pathname: "/", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const variant = () => document.documentElement.getAttribute("data-brand-variant");

describe("BrandVariantMarker", () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.removeAttribute("data-brand-variant");
    route.pathname = "/";
    route.search = "";
  });
  afterEach(cleanup);

  it("marks <html> with the variant of the address and follows route changes", () => {
    const { rerender } = render(<BrandVariantMarker />);
    expect(variant()).toBe("master");

    route.pathname = "/men/results/";
    act(() => rerender(<BrandVariantMarker />));
    expect(variant()).toBe("men");
  });

  it("keeps the app variant for the rest of the session once the app sent the visitor", () => {
    route.search = "utm_medium=app";
    const { rerender } = render(<BrandVariantMarker />);
    expect(variant()).toBe("app");

    route.pathname = "/science/";
    route.search = "";
    act(() => rerender(<BrandVariantMarker />));
    expect(variant()).toBe("app");
  });
});
