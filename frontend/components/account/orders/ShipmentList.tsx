import type { OrderShipmentFieldsFragment } from "@/lib/graphql/generated/graphql";

import styles from "./orders.module.css";

/** "UPS Ground (ups)"; the carrier's code is left out when the title already says it. */
function trackingName({ title, carrier }: { title: string; carrier: string }): string {
  if (!title) return carrier;
  return title.toLowerCase().includes(carrier.toLowerCase()) ? title : `${title} (${carrier})`;
}

/**
 * An order's parcels with their tracking numbers, each linking to the carrier's tracking page when
 * the carrier is known. No hooks: the account's order page (server) and /tracking/'s lookup
 * (client) both draw it.
 */
export function ShipmentList({ shipments }: { shipments: OrderShipmentFieldsFragment[] }) {
  if (shipments.length === 0) return <p>Your order has not shipped yet.</p>;
  return (
    <ul className={styles.shipments}>
      {shipments.map((shipment) => (
        <li key={shipment.id}>
          Shipment #{shipment.number}
          {shipment.tracking.length > 0 && (
            <ul>
              {shipment.tracking.map((tracking) => (
                <li key={`${tracking.carrier}-${tracking.number}`}>
                  {trackingName(tracking)}:{" "}
                  {tracking.url ? (
                    <a href={tracking.url} target="_blank" rel="noopener noreferrer">
                      {tracking.number} <span className="visually-hidden">(opens in a new tab)</span>
                    </a>
                  ) : (
                    tracking.number
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
