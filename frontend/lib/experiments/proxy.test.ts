// @vitest-environment node
import { NextRequest, NextResponse } from "next/server";
import { describe, expect, it, vi } from "vitest";

import type { Decision } from "./decide";
import { viewCookieValue, viewedOn } from "./view-cookie";
import { duosExperiment } from "@/test-data/experiments";

vi.mock("@/lib/graphql/server", () => ({ shopRequest: vi.fn() }));

const { withExperiment } = await import("./proxy");

const duos = duosExperiment(50);

function get(path: string, viewCookie?: string, method = "GET") {
  const headers = new Headers();
  if (viewCookie !== undefined) headers.set("cookie", `rw_view_exp=${encodeURIComponent(viewCookie)}`);
  return new NextRequest(new URL(path, "http://shop.test"), { headers, method });
}

function written(response: NextResponse) {
  return response.cookies.get("rw_view_exp");
}

describe("the view cookie in the proxy's response", () => {
  const served = viewCookieValue(
    viewCookieValue(undefined, "/shop-duos/", { experiment: duos, variant: duos.variants[1] }),
    "/",
    { experiment: { ...duos, id: 24, path: "/" }, variant: duos.variants[0] },
  );

  it("drops the entry of a path served without the experiment (paused, ended, no config, no consent)", () => {
    const cookie = written(withExperiment(get("/shop-duos/", served), NextResponse.next(), null))!;
    expect(viewedOn(encodeURIComponent(cookie.value), "/shop-duos/")).toBeNull();
    expect(viewedOn(encodeURIComponent(cookie.value), "/")?.experiment_id).toBe(24);
  });

  it("deletes the cookie when its last entry goes, and leaves it alone when it has none for the path", () => {
    const only = viewCookieValue(undefined, "/shop-duos/", { experiment: duos, variant: duos.variants[1] });
    const cookie = written(withExperiment(get("/shop-duos/", only), NextResponse.next(), null))!;
    expect(cookie.value).toBe("");
    expect(cookie.maxAge).toBe(0);
    expect(written(withExperiment(get("/other/", served), NextResponse.next(), null))).toBeUndefined();
    expect(written(withExperiment(get("/shop-duos/"), NextResponse.next(), null))).toBeUndefined();
    // Not a page view (a form's POST): left as it is.
    expect(written(withExperiment(get("/shop-duos/", served, "POST"), NextResponse.next(), null))).toBeUndefined();
  });

  it("drops it for a marketer's preview, and records a visitor's variant", () => {
    const preview: Decision = { experiment: duos, variant: duos.variants[1], rewritePath: null, cookie: null, isVisit: false };
    const previewed = written(withExperiment(get("/shop-duos/", served), NextResponse.next(), preview))!;
    expect(viewedOn(encodeURIComponent(previewed.value), "/shop-duos/")).toBeNull();
    const visit: Decision = { ...preview, variant: duos.variants[0], isVisit: true };
    const visited = written(withExperiment(get("/shop-duos/", served), NextResponse.next(), visit))!;
    expect(viewedOn(encodeURIComponent(visited.value), "/shop-duos/")?.variant_name).toBe("Duos page");
  });
});
