import type { NextRequest } from "next/server";

import { backendUrl } from "@/lib/config";

function graphqlError(message: string, code: string, status: number) {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status });
}

/**
 * Forwards the browser's GraphQL call to Django so that the browser only ever talks to this origin.
 * The customer's token travels in an httpOnly cookie; it is passed on as a bearer header.
 */
export async function forwardGraphQL(request: NextRequest): Promise<Response> {
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) {
    return graphqlError("Send GraphQL requests as application/json.", "UNSUPPORTED_MEDIA_TYPE", 415);
  }
  const origin = request.headers.get("origin");
  if (origin && origin !== request.nextUrl.origin) {
    return graphqlError("Cross-origin requests are not accepted.", "FORBIDDEN", 403);
  }
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  const token = request.cookies.get("token")?.value;
  const authorization = request.headers.get("authorization") ?? (token ? `Bearer ${token}` : null);
  if (authorization) headers.set("authorization", authorization);
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);

  try {
    const upstream = await fetch(`${backendUrl()}/graphql/`, {
      method: "POST",
      headers,
      body: await request.text(),
      cache: "no-store",
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: {
        "content-type": upstream.headers.get("content-type") ?? "application/json",
        "cache-control": "no-store",
      },
    });
  } catch {
    return graphqlError("The shop is unavailable right now. Please try again later.", "UNAVAILABLE", 502);
  }
}
