import type { NextRequest } from "next/server";

import { forwardGraphQL } from "@/lib/graphql/proxy";

export const dynamic = "force-dynamic";

export function POST(request: NextRequest) {
  return forwardGraphQL(request);
}
