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

/** What the client's Button adds to a click: dropping it while loading or disabled. */
type Guards = {
  follow?: (event: MouseEvent<HTMLAnchorElement>) => void;
  press?: (event: MouseEvent<HTMLButtonElement>) => void;
};

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** The button's markup, drawn alike by the client's Button and the server's StaticButton. */
export function renderButton(props: ButtonProps, guards: Guards = {}) {
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
    // onClick is in the rest, and the guard drawn after it takes its place.
    const { href, prefetch, ...anchorProps } = rest as Omit<AsLink, keyof CommonProps>;
    return (
      <Link
        {...anchorProps}
        href={href}
        prefetch={prefetch}
        className={classes}
        onClick={guards.follow}
        aria-busy={loading || undefined}
        aria-disabled={inert || undefined}
        tabIndex={disabled ? -1 : anchorProps.tabIndex}
      >
        {content}
      </Link>
    );
  }

  const { type = "button", ...buttonProps } = rest as Omit<AsButton, keyof CommonProps>;
  return (
    <button
      {...buttonProps}
      type={type}
      className={classes}
      disabled={disabled}
      onClick={guards.press}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
    >
      {content}
    </button>
  );
}
