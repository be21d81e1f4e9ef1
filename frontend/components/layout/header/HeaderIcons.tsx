import { AccountIconLink } from "@/components/account-access/AccountIconLink";
import { CartIconLink } from "@/components/cart/CartIconLink";

import styles from "./Header.module.css";

/** Account and cart. The person icon depends on who is signed in; the cart shows its count. */
export function HeaderIcons() {
  return (
    <div className={styles.icons}>
      <AccountIconLink className={styles.iconLink} />
      <CartIconLink className={styles.iconLink} />
    </div>
  );
}
