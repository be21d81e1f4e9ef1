"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";

import type { JourneyStage } from "@/lib/account/journey-stages";

import styles from "./home.module.css";

type Props = { stages: JourneyStage[]; initial: number; label: string };

/**
 * Tabs with the keyboard behaviour of the WAI-ARIA tabs pattern: only the selected tab is in the
 * Tab order; arrow keys, Home and End move between tabs and select them.
 */
export function JourneyTabs({ stages, initial, label }: Props) {
  const [selected, setSelected] = useState(initial);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function select(index: number) {
    setSelected(index);
    tabs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = stages.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {stages.map((stage, index) => (
          <button
            key={stage.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {stage.label}
          </button>
        ))}
      </div>
      {stages.map((stage, index) => (
        <div
          key={stage.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.tabPanel}
        >
          <h3>{stage.heading}</h3>
          <p>{stage.text}</p>
        </div>
      ))}
    </div>
  );
}
