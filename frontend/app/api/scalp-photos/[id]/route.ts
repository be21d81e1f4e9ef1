import type { NextRequest } from "next/server";

import { forwardPhoto } from "@/lib/consultations/photo-proxy";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: NextRequest, { params }: Context) {
  return forwardPhoto(request, (await params).id);
}
