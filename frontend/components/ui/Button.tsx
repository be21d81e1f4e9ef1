"use client";

import Link from "next/link";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";

import styles from "./Button.module.css";

export type ButtonVariant = "primary" | "secondary" | "mono";

type CommonProps = {
  variant?: ButtonVariant;
  /** Shows a turning spinner in place of the icon (or of the label when there is no icon). */
  loading?: boolean;
  disabled?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
};

type AsButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { href?: undefined };

type AsLink = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps | "href"> & {
    href: string;
    prefetch?: boolean;
  };

export type ButtonProps = AsButton | AsLink;

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/**
 * The storefront's button: primary, secondary or mono; default, hover,
 * active, disabled and loading states. With `href` it renders a link that looks the same.
 * While loading or disabled it ignores clicks, from the pointer and from the keyboard alike.
 */
export function Button(props: ButtonProps) {
  const { variant = "primary", loading = false, disabled = false, icon, className, children, ...rest } = props;
  const inert = loading || disabled;
  const spinner = <span className={styles.spinner} data-testid="button-spinner" aria-hidden="true" />;
  const content = (
    <>
      {icon !== undefined && (
        <span className={styles.iconSlot} aria-hidden="true">
          <span className={classNames(loading && styles.concealed)}>{icon}</span>
          {loading && spinner}
        </span>
      )}
      <span className={classNames(loading && icon === undefined && styles.concealed)}>{children}</span>
      {loading && icon === undefined && spinner}
    </>
  );
  const classes = classNames(
    styles.button,
    styles[variant],
    loading && styles.loading,
    disabled && styles.disabled,
    className,
  );

  if (rest.href !== undefined) {
    const { href, onClick, prefetch, ...anchorProps } = rest as Omit<AsLink, keyof CommonProps>;
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (inert) event.preventDefault();
      else onClick?.(event);
    };
    return (
      <Link
        {...anchorProps}
        href={href}
        prefetch={prefetch}
        className={classes}
        onClick={follow}
        aria-busy={loading || undefined}
        aria-disabled={inert || undefined}
        tabIndex={disabled ? -1 : anchorProps.tabIndex}
      >
        {content}
      </Link>
    );
  }

  const { onClick, type = "button", ...buttonProps } = rest as Omit<AsButton, keyof CommonProps>;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Loading keeps the button focusable (no disabled attribute), so clicks are dropped here.
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...buttonProps}
      type={type}
      className={classes}
      disabled={disabled}
      onClick={press}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
    >
      {content}
    </button>
  );
}
