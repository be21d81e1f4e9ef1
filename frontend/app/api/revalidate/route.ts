import { revalidatePath, revalidateTag } from "next/cache";

import { isFirstUse, isGenuine, parseRevalidation, revalidateSecret } from "@/lib/cms/revalidation";

/** The CMS calls this when content changes, so shoppers see it without waiting or a restart. */
export async function POST(request: Request) {
  const body = await request.text();
  const signature = request.headers.get("x-rootwell-signature");
  const genuine = isGenuine(body, request.headers.get("x-rootwell-timestamp"), signature, revalidateSecret());
  if (!genuine) return Response.json({ error: "Invalid signature." }, { status: 401 });
  if (!isFirstUse(signature!)) return Response.json({ error: "This request was already received." }, { status: 409 });
  const change = parseRevalidation(body);
  if (!change) return Response.json({ error: "Expected {tags: string[], paths: string[]}." }, { status: 400 });

  // Stale-while-revalidate ("max"): the next shopper is served the cached page while it refreshes
  // in the background. Expiring at once made every page's next request re-render while waiting
  // on the backend, all at the same moment after a publish (the 20-30 s loads of issue 16).
  for (const tag of change.tags) revalidateTag(tag, "max");
  for (const path of change.paths) revalidatePath(path);
  return Response.json({ revalidated: true, ...change });
}
