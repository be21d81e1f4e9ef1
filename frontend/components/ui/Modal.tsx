"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";

import { focusableElements } from "@/lib/ui/focusable";
import { FOCUS_RESTORE_DELAY_MS, openingControl, returnFocus, trackOpeners } from "@/lib/ui/focus-return";
import { breakpoints } from "@/lib/design/tokens";

import styles from "./Modal.module.css";

/** The wrapper may render late (lazy content); look for it this often, this many times. */
export const FOCUS_RETRY_MS = 100;
export const FOCUS_RETRIES = 100;
export { FOCUS_RESTORE_DELAY_MS, focusableElements };

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  /** Shows the close control and lets Escape trigger it. */
  closable?: boolean;
  closeLabel?: string;
  /** 1200 px (default), 725 px (small) or 864 px (medium) at most. */
  size?: "default" | "small" | "medium";
  /** Below 768 px the modal fills the screen and the page behind it gets no width. */
  fullScreenMobile?: boolean;
  className?: string;
  /**
   * The control to give focus back to on close, when the opener knows it better than the focus
   * does at opening (a drawer opened by an event); else the control focused or last used then.
   */
  returnFocusTo?: HTMLElement | null;
};

function isMobileLayout(): boolean {
  return window.innerWidth < breakpoints.medium;
}

/**
 * A modal dialog that keeps focus inside: the first focusable element
 * inside gets focus on open, Tab and Shift+Tab stay inside, Escape triggers the close control,
 * the page cannot scroll while it is open, and focus returns to the opener 250 ms after close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  closable = true,
  closeLabel = "Close",
  size = "default",
  fullScreenMobile = false,
  className,
  returnFocusTo,
}: ModalProps) {
  const titleId = useId();
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    trackOpeners();
    returnFocusRef.current = returnFocusTo;
  }, [returnFocusTo]);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const closableRef = useRef(closable);
  useEffect(() => {
    closableRef.current = closable;
  }, [closable]);

  useEffect(() => {
    if (!open) return;
    const opener = returnFocusRef.current ?? openingControl();
    const { body } = document;
    const previousOverflow = body.style.overflow;
    const previousWidth = body.style.width;
    body.style.overflow = "hidden";
    if (fullScreenMobile && isMobileLayout()) body.style.width = "0";

    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const focusFirst = () => {
      const wrapper = wrapperRef.current;
      const first = wrapper ? focusableElements(wrapper)[0] : undefined;
      if (first) return first.focus();
      if (retries < FOCUS_RETRIES) {
        retries += 1;
        retryTimer = setTimeout(focusFirst, FOCUS_RETRY_MS);
      } else {
        wrapper?.focus();
      }
    };
    focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      const wrapper = wrapperRef.current;
      if (!wrapper) return;
      if (event.key === "Escape" && closableRef.current) {
        event.preventDefault();
        closeRef.current?.click();
        return;
      }
      if (event.key !== "Tab") return;
      const focusables = focusableElements(wrapper);
      const active = document.activeElement;
      if (focusables.length === 0) {
        event.preventDefault();
        wrapper.focus();
        return;
      }
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const outside = !wrapper.contains(active);
      if (event.shiftKey && (active === first || active === wrapper || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);

    return () => {
      clearTimeout(retryTimer);
      document.removeEventListener("keydown", onKeyDown);
      body.style.overflow = previousOverflow;
      body.style.width = previousWidth;
      // Not cancelled on unmount: the opener should get focus back even when the modal is gone.
      setTimeout(() => returnFocus(opener), FOCUS_RESTORE_DELAY_MS);
    };
  }, [open, fullScreenMobile]);

  if (!open) return null;

  const sizeClass = size === "small" ? styles.small : size === "medium" ? styles.medium : undefined;
  return (
    <div className={[styles.overlay, fullScreenMobile && styles.fullScreen].filter(Boolean).join(" ")}>
      <div
        ref={wrapperRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, sizeClass, className].filter(Boolean).join(" ")}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable && (
            <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
