"use client";

import { useEffect, useRef, useState } from "react";

import { DESKTOP_MIN_WIDTH, MOBILE_NAV_OFFSET } from "@/lib/design/tokens";
import type { Chrome, LinkGroup, NavItem } from "@/lib/layout/chrome";
import { useCustomer } from "@/lib/session/customer-store";
import { ACCOUNT_PATH, LOGIN_PATH } from "@/lib/session/routes";

import { BurgerIcon, CloseIcon } from "../icons";
import { SocialLinks } from "../SocialLinks";
import { Accordion } from "./Accordion";
import { NavAnchor } from "./NavAnchor";
import styles from "./Navigation.module.css";

type Props = {
  accordions: LinkGroup[];
  links: NavItem[];
  socialLinks: Chrome["social_links"];
  shopHref: string;
  /** The men's header keeps the page from scrolling behind the open navigation. */
  lockScroll: boolean;
};

/**
 * The navigation below 1024 px: accordions, links, social links and a
 * fixed bottom bar (Log In, or My Account once signed in). Opening it hides the chat widget and
 * closing it restores it; widening the window to the desktop layout closes it.
 */
export function MobileNav({ accordions, links, socialLinks, shopHref, lockScroll }: Props) {
  const [open, setOpen] = useState(false);
  // Below the header bar, wherever the page is scrolled (the bar is sticky).
  const [top, setTop] = useState(MOBILE_NAV_OFFSET);
  const burger = useRef<HTMLButtonElement>(null);
  const signedIn = useCustomer() !== null;

  function toggle() {
    const bar = burger.current?.closest("[data-header-bar]");
    if (!open && bar) setTop(Math.max(0, bar.getBoundingClientRect().bottom));
    setOpen(!open);
  }

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset.chatHidden = "true";
    const previousOverflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = "hidden";
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const closeOnDesktop = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
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
  }, [open, lockScroll]);

  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={burger}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls="mobile-navigation"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={toggle}
      >
        {open ? <CloseIcon /> : <BurgerIcon />}
      </button>
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
          <Accordion key={group.heading} id={`mobile-accordion-${index}`} group={group} onNavigate={close} />
        ))}
        <ul className={styles.mobileLinks}>
          {links.map((link) => (
            <li key={link.url + link.label}>
              <NavAnchor href={link.url} onClick={close}>
                {link.label}
              </NavAnchor>
            </li>
          ))}
        </ul>
        <div className={styles.mobileSocial}>
          <SocialLinks links={socialLinks} />
        </div>
        <div className={styles.bottomBar}>
          <NavAnchor href={signedIn ? ACCOUNT_PATH : LOGIN_PATH} className={styles.bottomSecondary} onClick={close}>
            {signedIn ? "My Account" : "Log In"}
          </NavAnchor>
          <NavAnchor href={shopHref} className={styles.bottomPrimary} onClick={close}>
            Shop All Products
          </NavAnchor>
        </div>
      </nav>
    </>
  );
}
