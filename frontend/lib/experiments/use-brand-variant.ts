"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";

import {
  type BrandVariant,
  appMediumRemembered,
  brandVariantOf,
  rememberAppMedium,
} from "./brand-variant";
import { browserStorage } from "@/lib/ui/storage";

// Session storage belongs to this tab alone, so nothing outside a render changes the answer.
const subscribeToNothing = () => () => {};
const rememberedHere = () => appMediumRemembered(browserStorage("sessionStorage"));
const unknownOnServer = () => false;

/**
 * The brand variant of the current address. The server knows the path and query but not the
 * session, so a variant remembered from an earlier page follows right after hydration.
 * Uses useSearchParams: render it inside <Suspense>.
 */
export function useBrandVariant(): BrandVariant {
  const pathname = usePathname() ?? "/";
  const search = useSearchParams()?.toString() ?? "";
  const cameFromApp = useSyncExternalStore(subscribeToNothing, rememberedHere, unknownOnServer);

  useEffect(() => {
    rememberAppMedium(search, browserStorage("sessionStorage"));
  }, [search]);

  return brandVariantOf(pathname, search, cameFromApp);
}
