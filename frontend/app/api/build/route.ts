import { currentBuildId } from "@/lib/build/current-build";

export const dynamic = "force-dynamic";

/** The build the server runs now: an open tab compares it with its own after a navigation. */
export function GET() {
  return Response.json({ build: currentBuildId() }, { headers: { "Cache-Control": "no-store" } });
}
