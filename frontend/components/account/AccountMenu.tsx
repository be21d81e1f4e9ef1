"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

import { currentAccountEntry, type AccountMenuEntry } from "@/lib/account/menu";

import styles from "./AccountMenu.module.css";

/** Links out of the account area (Get Support, Log Out) are fetched only when followed. */
function isAccountUrl(url: string): boolean {
  return url.startsWith("/account/");
}

/**
 * The account menu under the reduced header: one
 * horizontally scrolling row of the editors' entries, the current one marked and scrolled into
 * view, and the current entry's sub-pages (Profile's Payment and Shipping) in a row below it.
 */
export function AccountMenu({ entries }: { entries: AccountMenuEntry[] }) {
  const pathname = usePathname() ?? "/account/";
  const hasSubId = useSearchParams()?.has("subId") ?? false;
  const { entry, subLink } = currentAccountEntry(entries, pathname, hasSubId);
  const scrollerRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const current = scroller?.querySelector<HTMLElement>("[aria-current='page']");
    if (!scroller || !current) return;
    // Horizontally only: scrollIntoView would also move the page.
    scroller.scrollLeft = current.offsetLeft - (scroller.clientWidth - current.offsetWidth) / 2;
  }, [entry]);

  if (entries.length === 0) return null;
  const subLinks = entry === null ? [] : entries[entry].sub_links;

  return (
    <div className={styles.menu}>
      <nav aria-label="Account">
        <ul ref={scrollerRef} className={styles.row}>
          {entries.map((item, index) => (
            <li key={`${item.url}-${index}`}>
              <Link
                href={item.url}
                prefetch={isAccountUrl(item.url) ? undefined : false}
                className={styles.link}
                aria-current={index === entry ? "page" : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {entry !== null && subLinks.length > 0 && (
        <nav aria-label={entries[entry].label} className={styles.subMenu}>
          <ul className={styles.row}>
            {subLinks.map((item, index) => (
              <li key={`${item.url}-${index}`}>
                <Link href={item.url} className={styles.subLink} aria-current={index === subLink ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
