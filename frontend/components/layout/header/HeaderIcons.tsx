import Link from "next/link";

import { AccountIconLink } from "@/components/account-access/AccountIconLink";

import { CartIcon } from "../icons";
import styles from "./Header.module.css";

/** Account and cart. The person icon depends on who is signed in (spec §6). */
export function HeaderIcons() {
  return (
    <div className={styles.icons}>
      <AccountIconLink className={styles.iconLink} />
      <Link href="/checkout/cart/" className={styles.iconLink} aria-label="Cart" prefetch={false}>
        <CartIcon />
      </Link>
    </div>
  );
}
