import type { AccountOrderQuery, RequestReturnMutation, RequestReturnMutationVariables } from "@/lib/graphql/generated/graphql";
import type { BrowserOperation } from "@/lib/graphql/browser";
import { formatOrderDate } from "@/lib/account/orders";
import { returnableItems, returnStatusText } from "@/lib/account/returns";

import accountStyles from "../Account.module.css";
import styles from "./returns.module.css";
import { StartReturn } from "./StartReturn";

type Order = NonNullable<AccountOrderQuery["order"]>;
type Props = {
  order: Order;
  /** requestReturn, printed on the server; without it the page only shows the returns. */
  requestReturn?: BrowserOperation<RequestReturnMutation, RequestReturnMutationVariables>;
};

/** The order's returns (where each stands, what was refunded) and, while the returns window is open, the way to
 * start another. */
export function OrderReturns({ order, requestReturn }: Props) {
  const returnWindow = order.return_window;
  const items = returnableItems(order.items);
  return (
    <div className={styles.returns}>
      {order.returns.length > 0 && (
        <ul className={styles.list} aria-label="Your returns">
          {order.returns.map((request) => (
            <li key={request.id} className={styles.return}>
              <p className={styles.returnHeading}>
                <strong>Return {request.number}</strong>
                <span className={styles.badge} data-status={request.status}>
                  {request.status_label}
                </span>
              </p>
              <p className={accountStyles.muted}>
                Started {formatOrderDate(request.created_at)} · {request.reason_label}
              </p>
              <ul className={styles.items}>
                {request.items.map((item) => (
                  <li key={item.order_item_id}>
                    {item.quantity} × {item.product_name}
                  </li>
                ))}
              </ul>
              <p>{returnStatusText(request)}</p>
            </li>
          ))}
        </ul>
      )}
      <p className={accountStyles.muted}>{returnWindow.message}</p>
      {/* Mounted whatever the window says, so that its "Return R… requested" stays once the page reloads the returns. */}
      {requestReturn && (
        <StartReturn
          orderNumber={order.number}
          items={items}
          reasons={returnWindow.reasons}
          requestReturn={requestReturn}
          canStart={returnWindow.open && items.length > 0}
        />
      )}
    </div>
  );
}
