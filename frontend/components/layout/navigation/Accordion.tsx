"use client";

import { useState } from "react";

import { track } from "@/lib/analytics/tracker";
import type { LinkGroup } from "@/lib/layout/chrome";

import { ChevronIcon } from "../icons";
import { NavAnchor } from "./NavAnchor";
import styles from "./Navigation.module.css";

/** One section of the mobile navigation, opened and closed by its heading. */
export function Accordion({ id, group, onNavigate }: { id: string; group: LinkGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className={styles.accordion}>
      <button
        type="button"
        className={styles.accordionButton}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => {
          if (!expanded) track("Navigation Expanded", { text: group.heading, menu: "mobile" });
          setExpanded(!expanded);
        }}
      >
        {group.heading}
        <ChevronIcon className={styles.chevron} />
      </button>
      <ul id={id} hidden={!expanded} className={styles.accordionLinks}>
        {group.links.map((link) => (
          <li key={link.url + link.label}>
            <NavAnchor href={link.url} onClick={onNavigate}>
              {link.label}
            </NavAnchor>
          </li>
        ))}
      </ul>
    </div>
  );
}
