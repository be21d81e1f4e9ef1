import Link from "next/link";
import type { ReactNode } from "react";

type Props = { href: string; className?: string; children: ReactNode; onClick?: () => void };

/** A menu link: client-side navigation inside the shop, a plain link to other sites. */
export function NavAnchor({ href, className, children, onClick }: Props) {
  if (/^https?:\/\//.test(href) || href.startsWith("/skin/")) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  // Menus hold dozens of links: fetch a page when it is opened, not whenever its link is drawn.
  return (
    <Link href={href} className={className} prefetch={false} onClick={onClick}>
      {children}
    </Link>
  );
}
