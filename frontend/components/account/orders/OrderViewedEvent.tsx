"use client";

import { useEffect, useRef } from "react";

import { decodeOrderEntityId } from "@/lib/account/orders";
import { trackOrderDetailsViewed } from "@/lib/analytics/account-events";

/** Reports Order Details Viewed once per view of an order; draws nothing.
 * The parent keys it by order number, so opening another order reports again. */
export function OrderViewedEvent({ id, number }: { id: string; number: string }) {
  // A ref: React's development double effects must not report the view twice.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    trackOrderDetailsViewed({ order_entity_id: decodeOrderEntityId(id), order_increment_id: number });
  }, [id, number]);
  return null;
}
