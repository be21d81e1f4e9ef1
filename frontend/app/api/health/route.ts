export const dynamic = "force-dynamic";

/** Liveness of the storefront process itself (the backend has its own /healthz). */
export function GET() {
  return Response.json({ status: "ok" });
}
