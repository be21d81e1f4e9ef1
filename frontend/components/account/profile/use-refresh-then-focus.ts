"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition, type RefObject } from "react";

/**
 * Re-reads the page's server data (after a deletion, say) and then puts keyboard focus on
 * `target`, since the control that was used may have gone with the deleted item.
 */
export function useRefreshThenFocus(target: RefObject<HTMLElement | null>): () => void {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const pending = useRef(false);

  useEffect(() => {
    if (refreshing || !pending.current) return;
    pending.current = false;
    target.current?.focus();
  }, [refreshing, target]);

  return () => {
    pending.current = true;
    startRefresh(() => router.refresh());
  };
}
