import { NextResponse, type NextRequest } from "next/server";

import { applyConsentPolicy } from "@/lib/consent/policy";
import { experimentDecision, internalVariantRequest, withExperiment } from "@/lib/experiments/proxy";
import { skinSiteRedirect } from "@/lib/layout/skin-site";
import { sessionResponse } from "@/lib/session/proxy-session";
import { aliasTarget } from "@/lib/session/routes";
import { canonicalRedirect, smsRewrite } from "@/lib/routing/trailing-slash";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The skin site is external; old links to the shop's /skin/ path go there.
  const skinSite = skinSiteRedirect(pathname, search);
  if (skinSite) return NextResponse.redirect(skinSite, 307);
  // Plain URLs here: NextURL would re-apply Next's own trailing-slash formatting.
  const redirectTo = canonicalRedirect(pathname) ?? aliasTarget(pathname);
  if (redirectTo) {
    return NextResponse.redirect(new URL(`${redirectTo}${search}`, request.url), 308);
  }
  const rewriteTo = smsRewrite(pathname);
  if (rewriteTo) {
    return NextResponse.rewrite(new URL(`${rewriteTo}${search}`, request.url));
  }
  // Experiments: the internal variant route is not for outside requests; a tested page's visitor
  // gets their variant (by cookie, drawn once) before it renders.
  const internal = internalVariantRequest(request);
  if (internal) return internal;
  const [decision, session] = await Promise.all([experimentDecision(request), sessionResponse(request)]);
  // The visitor's consent policy (opt-in or opt-out), for the browser's consent tool.
  return applyConsentPolicy(request, withExperiment(request, session ?? NextResponse.next(), decision));
}

export const config = {
  // The API proxies, Next's own assets, static assets, uploaded media and the web manifest keep
  // their paths as they are.
  matcher: [
    "/((?!_next/|assets/|media/|graphql$|graphql/|rest/|sandbox-gateway/|api/|favicon.ico$|manifest.webmanifest$).*)",
  ],
};
