import { NextResponse, type NextRequest } from "next/server";

import { applyConsentPolicy } from "@/lib/consent/policy";
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
  const response = (await sessionResponse(request)) ?? NextResponse.next();
  // The visitor's consent policy (opt-in or opt-out), for the browser's consent tool.
  return applyConsentPolicy(request, response);
}

export const config = {
  // The API proxies, Next's own assets, static assets, uploaded media and the web manifest keep
  // their paths as they are.
  matcher: [
    "/((?!_next/|assets/|media/|graphql$|graphql/|rest/|sandbox-gateway/|api/|favicon.ico$|manifest.webmanifest$).*)",
  ],
};
