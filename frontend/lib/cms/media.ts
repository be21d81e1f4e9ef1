import { backendUrl } from "@/lib/config";
import { fetchUpstream } from "@/lib/graphql/upstream";

const MEDIA_PREFIX = "/media/";

/**
 * Where the browser fetches an uploaded file. The CMS names its uploads by the backend's own
 * address, which browsers cannot reach; those are served through our /media/ route instead.
 * Files on any other host (a CDN, when media are stored there) keep their address.
 */
export function storefrontMediaUrl(url: string, backend: string = backendUrl()): string {
  let parsed: URL;
  try {
    parsed = new URL(url, backend);
  } catch {
    return url;
  }
  if (parsed.origin === new URL(backend).origin && parsed.pathname.startsWith(MEDIA_PREFIX)) {
    return `${parsed.pathname}${parsed.search}`;
  }
  return url;
}

/**
 * A srcset with each candidate's address made reachable (see storefrontMediaUrl). The CMS makes
 * no copy larger than the original, so two sizes may come back as the same width: keep the first.
 */
export function storefrontSrcSet(srcSet: string | null | undefined, backend: string = backendUrl()): string {
  const seen = new Set<string>();
  const candidates: string[] = [];
  for (const candidate of (srcSet ?? "").split(",")) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    if (!url || !descriptor || seen.has(descriptor)) continue;
    seen.add(descriptor);
    candidates.push(`${storefrontMediaUrl(url, backend)} ${descriptor}`);
  }
  return candidates.join(", ");
}

const PASSED_ON_HEADERS = ["content-type", "content-length", "last-modified", "etag", "cache-control"];

/** Serves an uploaded file from the backend, so that the browser only talks to this origin. */
export async function forwardMedia(request: Request, segments: string[]): Promise<Response> {
  if (segments.some((segment) => segment === ".." || segment === "." || segment.includes("/"))) {
    return new Response("Not found", { status: 404 });
  }
  const headers = new Headers();
  for (const name of ["if-modified-since", "if-none-match"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // An upload is the same for everyone: no shopper's identity goes along.
  const path = `${MEDIA_PREFIX}${segments.map(encodeURIComponent).join("/")}`;
  const upstream = await fetchUpstream(path, { method: request.method, headers, cache: "no-store" });
  if (!upstream) return new Response("The image is unavailable right now.", { status: 502 });
  const responseHeaders = new Headers();
  for (const name of PASSED_ON_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  if (!responseHeaders.has("cache-control") && upstream.ok) {
    // Renditions are named by their size and format, and a changed original gets a new name.
    responseHeaders.set("cache-control", "public, max-age=86400");
  }
  return new Response(request.method === "HEAD" ? null : upstream.body, {
    status: upstream.status,
    headers: responseHeaders,
  });
}
