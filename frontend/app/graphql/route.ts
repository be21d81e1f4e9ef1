import type { NextRequest } from "next/server";

import { forwardGraphQL } from "@/lib/graphql/proxy";
import { SHOPPER_COOKIES } from "@/lib/session/cookies";

export const dynamic = "force-dynamic";

export function POST(request: NextRequest) {
  return forwardGraphQL(request, SHOPPER_COOKIES);
}
