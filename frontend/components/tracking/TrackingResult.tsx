import type { Ref } from "react";

import { ShipmentList } from "@/components/account/orders/ShipmentList";
import { formatOrderDate } from "@/lib/account/orders";
import type { OrderTrackingQuery } from "@/lib/graphql/generated/graphql";

import styles from "./tracking.module.css";

type Props = { order: OrderTrackingQuery["order_tracking"]; headingRef?: Ref<HTMLHeadingElement> };

/** What a lookup found: the order's status, date, shipping method and parcels. */
export function TrackingResult({ order, headingRef }: Props) {
  return (
    <div className={styles.result}>
      <h3 ref={headingRef} tabIndex={-1}>
        Order #{order.number}
      </h3>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{order.status}</dd>
        <dt>Order date</dt>
        <dd>{formatOrderDate(order.order_date)}</dd>
        {order.shipping_method && (
          <>
            <dt>Shipping method</dt>
            <dd>{order.shipping_method}</dd>
          </>
        )}
      </dl>
      <h4>Shipments</h4>
      <ShipmentList shipments={order.shipments} />
    </div>
  );
}
