import type { NextRequest } from "next/server";

import { forwardUpload } from "@/lib/consultations/photo-proxy";

export const dynamic = "force-dynamic";

export function POST(request: NextRequest) {
  return forwardUpload(request);
}
