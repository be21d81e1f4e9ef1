"use client";

import { type FocusEvent, type KeyboardEvent, type ReactNode, useRef, useState } from "react";

import { track } from "@/lib/analytics/tracker";
import type { NavItem } from "@/lib/layout/chrome";

import { DropdownPanel } from "./DropdownPanel";
import { NavAnchor } from "./NavAnchor";
import styles from "./Navigation.module.css";

/**
 * The desktop navigation: hovering over or focusing a dropdown's trigger
 * opens it and sets aria-expanded; Escape closes it and returns focus to the trigger; leaving
 * it with the pointer or the keyboard closes it. Items flagged mobile-only are not drawn here.
 * `chevron`, the triggers' icon, is drawn by the server so that no icon's code ships to the browser.
 */
export function DesktopNav({ items, chevron }: { items: NavItem[]; chevron: ReactNode }) {
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef(new Map<number, HTMLButtonElement>());
  // Escape moves focus back to the trigger; that focus must not open the panel again.
  const closingByKeyboard = useRef(false);

  function closeOnEscape(event: KeyboardEvent, index: number) {
    if (event.key !== "Escape" || open !== index) return;
    closingByKeyboard.current = true;
    setOpen(null);
    triggers.current.get(index)?.focus();
    closingByKeyboard.current = false;
  }

  /** Opens a dropdown; its opening is reported (Navigation Expanded). */
  function expand(index: number) {
    if (open !== index) track("Navigation Expanded", { text: items[index].label, menu: "desktop" });
    setOpen(index);
  }

  function openOnFocus(index: number) {
    if (!closingByKeyboard.current) expand(index);
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  }

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
            <li
              key={index}
              className={styles.dropdownItem}
              onMouseEnter={() => expand(index)}
              onMouseLeave={() => setOpen(null)}
              onBlur={closeWhenFocusLeaves}
              onKeyDown={(event) => closeOnEscape(event, index)}
            >
              <button
                type="button"
                ref={(node) => {
                  if (node) triggers.current.set(index, node);
                  else triggers.current.delete(index);
                }}
                className={styles.topLink}
                aria-expanded={open === index}
                aria-controls={panelId}
                onFocus={() => openOnFocus(index)}
                onClick={() => expand(index)}
              >
                {item.label}
                {chevron}
              </button>
              <DropdownPanel id={panelId} item={item} hidden={open !== index} onNavigate={() => setOpen(null)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
