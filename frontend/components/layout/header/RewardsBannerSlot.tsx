"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense } from "react";

import type { PencilBannerOperation } from "@/components/account/rewards/PencilBanner";
import { useCustomer } from "@/lib/account-access/customer-store";

// Its own chunk, fetched once the header knows a customer is signed in (never on the server,
// where nobody is): visitors, and cached pages as served, carry none of it. React's own lazy, not
// next/dynamic, whose loader would itself add to every page's first load.
const PencilBanner = lazy(() => import("@/components/account/rewards/PencilBanner"));

/** Where the banner would only be in the way: the rewards pages themselves, and checkout. */
const WITHOUT_BANNER = ["/account/rewards/", "/checkout/"];

/** The rewards pencil banner's place under the header, filled for signed-in customers only. */
export function RewardsBannerSlot({ operation }: { operation: PencilBannerOperation }) {
  const customer = useCustomer();
  const pathname = usePathname() ?? "/";
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  if (!customer || WITHOUT_BANNER.some((prefix) => path.startsWith(prefix))) return null;
  return (
    <Suspense fallback={null}>
      <PencilBanner operation={operation} />
    </Suspense>
  );
}
