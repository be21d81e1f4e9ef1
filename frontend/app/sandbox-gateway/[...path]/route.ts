import type { NextRequest } from "next/server";

import { forwardSandboxGateway } from "@/lib/session/rest-proxy";

export const dynamic = "force-dynamic";

export function POST(request: NextRequest) {
  return forwardSandboxGateway(request);
}
