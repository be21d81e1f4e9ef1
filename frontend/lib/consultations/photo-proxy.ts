// Server code only: the storefront's /api/scalp-photos/ routes. The browser uploads and reads
// scalp photos here; they go on to Django with the customer's token (from the httpOnly cookie)
// as a bearer header. Django checks the photo (type by content, size) and who may read it.
import type { NextRequest } from "next/server";

import { fetchUpstream, isSameOrigin, UNAVAILABLE, upstreamHeaders } from "@/lib/graphql/upstream";
import { TOKEN_COOKIE } from "@/lib/session/cookies";
import { backendPhotosPath } from "@/lib/session/rest-paths";

/** The largest request passed on: the backend's limit (10 MB by default) plus the form's own
 * bytes; a larger one is refused here without being read. */
export const MAX_UPLOAD_REQUEST_BYTES = 10 * 1024 * 1024 + 64 * 1024;

export const NOT_SIGNED_IN = "Please sign in to upload a photo.";
export const TOO_LARGE = "Please upload a photo of at most 10 MB.";

function json(body: object, status: number): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** POST /api/scalp-photos/: a multipart form with `stage` and `photo`, from this shop's pages. */
export async function forwardUpload(request: NextRequest): Promise<Response> {
  if (!isSameOrigin(request.headers)) return json({ message: "Cross-origin requests are not accepted." }, 403);
  const token = request.cookies.get(TOKEN_COOKIE)?.value;
  if (!token) return json({ message: NOT_SIGNED_IN, code: "UNAUTHENTICATED" }, 401);
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    return json({ message: "Send the photo as a form upload.", code: "UNSUPPORTED_MEDIA_TYPE" }, 415);
  }
  // Without a declared length (a chunked body) the whole body would be read before its size is
  // known: such a request is refused unread, like one declaring too much.
  const declared = request.headers.get("content-length");
  if (declared === null) return json({ message: "Send the photo with its length.", code: "LENGTH_REQUIRED" }, 411);
  if (Number(declared) > MAX_UPLOAD_REQUEST_BYTES) return json({ message: TOO_LARGE, code: "PHOTO_REFUSED" }, 413);
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_UPLOAD_REQUEST_BYTES) return json({ message: TOO_LARGE, code: "PHOTO_REFUSED" }, 413);
  const upstream = await fetchUpstream(backendPhotosPath(), {
    method: "POST",
    headers: upstreamHeaders(
      { token, forwardedFor: request.headers.get("x-forwarded-for") },
      { "content-type": type, accept: "application/json" },
    ),
    body,
    cache: "no-store",
  });
  if (!upstream || !(upstream.headers.get("content-type") ?? "").startsWith("application/json")) {
    return json({ message: UNAVAILABLE, code: "UNAVAILABLE" }, 502);
  }
  return json(await upstream.json(), upstream.status);
}

/** GET /api/scalp-photos/<id>/: the photo for its owner; anyone else gets a 404. */
export async function forwardPhoto(request: NextRequest, id: string): Promise<Response> {
  const token = request.cookies.get(TOKEN_COOKIE)?.value;
  if (!token || !/^\d{1,12}$/.test(id)) return new Response("Not found", { status: 404 });
  const upstream = await fetchUpstream(`${backendPhotosPath()}${id}/`, {
    method: "GET",
    headers: upstreamHeaders({ token }, { accept: "image/*" }),
    cache: "no-store",
  });
  const type = upstream?.headers.get("content-type") ?? "";
  if (!upstream || upstream.status !== 200 || !type.startsWith("image/")) {
    return new Response("Not found", { status: 404 });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: { "content-type": type, "cache-control": "private, no-store", "x-content-type-options": "nosniff" },
  });
}
