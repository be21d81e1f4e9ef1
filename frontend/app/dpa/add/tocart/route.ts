import type { NextRequest } from "next/server";

import { addFromDpaLink } from "@/lib/cart/dpa-route";

export const dynamic = "force-dynamic";

export function GET(request: NextRequest) {
  return addFromDpaLink(request);
}
