import type { ReactNode } from "react";

import { AccountIconLink } from "@/components/account-access/AccountIconLink";
import { CartIconLink } from "@/components/cart/CartIconLink";

import { CartIcon, PersonIcon } from "../icons";

import styles from "./Header.module.css";

/** Search (in the full headers), account and cart. The person icon depends on who is signed in;
 * the cart shows its count. */
export function HeaderIcons({ search }: { search?: ReactNode }) {
  return (
    <div className={styles.icons}>
      {search}
      <AccountIconLink className={styles.iconLink} icon={<PersonIcon />} />
      <CartIconLink className={styles.iconLink} icon={<CartIcon />} />
    </div>
  );
}
