import type { NextRequest } from "next/server";

import { fetchUpstream, isRelayable, isSameOrigin, shopperOf, upstreamHeaders } from "@/lib/graphql/upstream";
import { SHOPPER_COOKIES } from "@/lib/session/cookies";

export const dynamic = "force-dynamic";

/** The backend refuses a larger body (413); this side refuses it before reading more. */
export const MAX_EVENTS_BODY_BYTES = 64 * 1024;

function refuse(error: string, status: number): Response {
  return Response.json({ error }, { status, headers: { "cache-control": "no-store" } });
}

/**
 * The tracker's collection endpoint on the shop's own origin (lib/analytics/tracker.ts): a
 * Segment batch sent as text/plain JSON by sendBeacon, passed on untouched to the backend's
 * POST /analytics/events/ with the shopper's forwarding headers (the backend rate-limits by
 * address), and the backend's answer (202, 400, 413, 429) handed back.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOrigin(request.headers)) return refuse("Cross-origin requests are not accepted.", 403);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_EVENTS_BODY_BYTES) return refuse(`Send at most ${MAX_EVENTS_BODY_BYTES} bytes in one batch.`, 413);
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_EVENTS_BODY_BYTES) {
    return refuse(`Send at most ${MAX_EVENTS_BODY_BYTES} bytes in one batch.`, 413);
  }
  const upstream = await fetchUpstream("/analytics/events/", {
    method: "POST",
    headers: upstreamHeaders(shopperOf(request, SHOPPER_COOKIES)),
    body,
    cache: "no-store",
  });
  if (!isRelayable(upstream)) return refuse("The event collector is unavailable right now.", 502);
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
