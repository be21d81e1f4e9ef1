import type { NextRequest } from "next/server";

import { forwardRest } from "@/lib/session/rest-proxy";

export const dynamic = "force-dynamic";

export function GET(request: NextRequest) {
  return forwardRest(request);
}

export function POST(request: NextRequest) {
  return forwardRest(request);
}
