"use client";

import { type RefObject, useEffect } from "react";

import { DESKTOP_MIN_WIDTH } from "@/lib/design/tokens";
import type { Chrome, LinkGroup, NavItem } from "@/lib/layout/chrome";
import { useCustomer } from "@/lib/account-access/customer-store";
import { ACCOUNT_PATH, LOGIN_PATH } from "@/lib/session/routes";

import { SocialLinks } from "../SocialLinks";
import { Accordion } from "./Accordion";
import { NavAnchor } from "./NavAnchor";
import styles from "./Navigation.module.css";

export type MobileNavContent = {
  accordions: LinkGroup[];
  links: NavItem[];
  socialLinks: Chrome["social_links"];
  shopHref: string;
  /** The men's header keeps the page from scrolling behind the open navigation. */
  lockScroll: boolean;
};

type Props = MobileNavContent & {
  open: boolean;
  /** Below the header bar, wherever the page is scrolled (the bar is sticky). */
  top: number;
  burger: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

/**
 * The mobile navigation's panel (see MobileNav): accordions, links, social links and a fixed
 * bottom bar (Log In, or My Account once signed in). While open it hides the chat widget;
 * Escape or widening the window to the desktop layout closes it.
 */
export function MobileNavPanel({ accordions, links, socialLinks, shopHref, lockScroll, open, top, burger, onClose }: Props) {
  const signedIn = useCustomer() !== null;

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset.chatHidden = "true";
    const previousOverflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = "hidden";
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const closeOnDesktop = (event: MediaQueryListEvent) => event.matches && onClose();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      burger.current?.focus();
    };
    desktop.addEventListener("change", closeOnDesktop);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      delete root.dataset.chatHidden;
      if (lockScroll) document.body.style.overflow = previousOverflow;
      desktop.removeEventListener("change", closeOnDesktop);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open, lockScroll, onClose, burger]);

  return (
    <nav
      id="mobile-navigation"
      aria-label="Mobile"
      className={styles.mobileNav}
      style={{ top }}
      hidden={!open}
      data-track-links="Navigation Clicked"
      data-track-menu="mobile"
    >
      {accordions.map((group, index) => (
        <Accordion key={group.heading} id={`mobile-accordion-${index}`} group={group} onNavigate={onClose} />
      ))}
      <ul className={styles.mobileLinks}>
        {links.map((link) => (
          <li key={link.url + link.label}>
            <NavAnchor href={link.url} onClick={onClose}>
              {link.label}
            </NavAnchor>
          </li>
        ))}
      </ul>
      <div className={styles.mobileSocial}>
        <SocialLinks links={socialLinks} />
      </div>
      <div className={styles.bottomBar}>
        <NavAnchor href={signedIn ? ACCOUNT_PATH : LOGIN_PATH} className={styles.bottomSecondary} onClick={onClose}>
          {signedIn ? "My Account" : "Log In"}
        </NavAnchor>
        <NavAnchor href={shopHref} className={styles.bottomPrimary} onClick={onClose}>
          Shop All Products
        </NavAnchor>
      </div>
    </nav>
  );
}
