import Link from "next/link";

import { CartIcon, PersonIcon } from "../icons";
import styles from "./Header.module.css";

/** Account and cart. Signed-out visitors' person icon leads to the login page (spec §6). */
export function HeaderIcons() {
  return (
    <div className={styles.icons}>
      <Link href="/customer/account/login/" className={styles.iconLink} aria-label="Log in to your account">
        <PersonIcon />
      </Link>
      <Link href="/checkout/cart/" className={styles.iconLink} aria-label="Cart" prefetch={false}>
        <CartIcon />
      </Link>
    </div>
  );
}
