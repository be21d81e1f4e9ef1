// The proxy's part of experiments: assignment before the page renders, so a cached page serves each
// variant without flicker. Config comes from the backend's running_experiments, held in memory.
import { type NextRequest, NextResponse } from "next/server";

import { RunningExperimentsDocument } from "@/lib/graphql/generated/graphql";
import { shopRequest } from "@/lib/graphql/server";

import { type Decision, decide, isVariantRoute } from "./decide";
import { viewCookieValue, viewCookieWithout } from "./view-cookie";
import { experimentsStore } from "./store";
import { PREVIEW_PARAM, VARIANT_COOKIE_MAX_AGE, VIEW_COOKIE } from "./types";

/** Benchmarks compare a page with and without its experiment: this header skips assignment. */
export const NO_EXPERIMENTS_HEADER = "x-rootwell-no-experiments";

const store = experimentsStore(async () => (await shopRequest(RunningExperimentsDocument)).running_experiments, {
  refreshMs: Number(process.env.EXPERIMENTS_REFRESH_SECONDS ?? 30) * 1000,
});

/** The internal variant route is only reached through a rewrite: asked for directly, it is a 404. */
export function internalVariantRequest(request: NextRequest): NextResponse | null {
  if (!isVariantRoute(request.nextUrl.pathname)) return null;
  return NextResponse.rewrite(new URL("/experiment-variant-not-found/", request.url));
}

/** The decision for this request, or null (no running experiment on its path, or not a page view). */
export async function experimentDecision(request: NextRequest): Promise<Decision | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.has(NO_EXPERIMENTS_HEADER)) return null;
  const experiments = await store.current();
  if (!experiments.length) return null;
  return decide(
    {
      pathname: request.nextUrl.pathname,
      preview: request.nextUrl.searchParams.get(PREVIEW_PARAM),
      cookie: (name) => request.cookies.get(name)?.value,
      userAgent: request.headers.get("user-agent"),
    },
    experiments,
  );
}

/** The response with the decision applied: a rewrite to the variant (the visitor's URL stays), the
 * variant cookie when newly assigned, and the view cookie the Experiment Viewed event reads. */
export function withExperiment(request: NextRequest, response: NextResponse, decision: Decision | null): NextResponse {
  // A redirect (sign-in, a session's own answer) goes where it goes.
  if (response.headers.has("location") || response.headers.has("x-middleware-rewrite")) return response;
  const secure = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  if (!decision?.isVisit) {
    forgetView(request, response, secure);
    if (!decision) return response;
  }
  if (decision.rewritePath) {
    const target = new URL(`${decision.rewritePath}${request.nextUrl.search}`, request.url);
    response.headers.delete("x-middleware-next");
    response.headers.set("x-middleware-rewrite", target.toString());
  }
  if (decision.cookie) {
    response.cookies.set(decision.cookie.name, decision.cookie.value, {
      path: "/",
      sameSite: "lax",
      secure,
      maxAge: VARIANT_COOKIE_MAX_AGE,
    });
  }
  if (decision.isVisit) {
    response.cookies.set(VIEW_COOKIE, viewCookieValue(request.cookies.get(VIEW_COOKIE)?.value, request.nextUrl.pathname, decision), {
      path: "/",
      sameSite: "lax",
      secure,
    });
  }
  return response;
}

/** A page view the proxy served no variant to: its path's entry leaves the view cookie (a page
 * viewed earlier under a since paused or ended experiment must not send Experiment Viewed). */
function forgetView(request: NextRequest, response: NextResponse, secure: boolean): void {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const value = viewCookieWithout(request.cookies.get(VIEW_COOKIE)?.value, request.nextUrl.pathname);
  if (value === null) return;
  if (value === "") response.cookies.set(VIEW_COOKIE, "", { path: "/", sameSite: "lax", secure, maxAge: 0 });
  else response.cookies.set(VIEW_COOKIE, value, { path: "/", sameSite: "lax", secure });
}
