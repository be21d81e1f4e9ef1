import type { ReactNode } from "react";

import type { NavItem } from "@/lib/layout/chrome";

import { DesktopNavBehaviour } from "./DesktopNavBehaviour";
import { DropdownPanel } from "./DropdownPanel";
import { NavAnchor } from "./NavAnchor";
import styles from "./Navigation.module.css";

/**
 * The desktop navigation, drawn by the server with every dropdown closed: hovering over or
 * focusing a dropdown's trigger opens it and sets aria-expanded; Escape closes it and returns
 * focus to the trigger; leaving it with the pointer or the keyboard closes it (that behaviour is
 * lib/layout/desktop-nav.ts, loaded by DesktopNavBehaviour). Items flagged mobile-only are not
 * drawn here. `chevron` is the triggers' icon.
 */
export function DesktopNav({ items, chevron }: { items: NavItem[]; chevron: ReactNode }) {
  return (
    <nav aria-label="Main" className={styles.desktopNav} data-track-links="Navigation Clicked" data-track-menu="desktop">
      <ul className={styles.desktopList}>
        {items.map((item, index) => {
          if (item.mobile_only) return null;
          if (item.kind !== "dropdown") {
            return (
              <li key={index}>
                <NavAnchor href={item.url} className={styles.topLink}>
                  {item.label}
                </NavAnchor>
              </li>
            );
          }
          const panelId = `nav-panel-${index}`;
          return (
            <li key={index} className={styles.dropdownItem} data-dropdown={item.label}>
              <button type="button" className={styles.topLink} aria-expanded={false} aria-controls={panelId}>
                {item.label}
                {chevron}
              </button>
              <DropdownPanel id={panelId} item={item} hidden />
            </li>
          );
        })}
      </ul>
      <DesktopNavBehaviour />
    </nav>
  );
}
