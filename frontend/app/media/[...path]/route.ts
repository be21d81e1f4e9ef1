import { forwardMedia } from "@/lib/cms/media";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Context) {
  return forwardMedia(request, (await params).path);
}

export async function HEAD(request: Request, { params }: Context) {
  return forwardMedia(request, (await params).path);
}
