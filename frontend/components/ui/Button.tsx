"use client";

import type { MouseEvent } from "react";

import { type ButtonProps, renderButton } from "./button-view";

export type { ButtonProps, ButtonVariant } from "./button-view";

/**
 * The storefront's button: primary, secondary or mono; default, hover,
 * active, disabled and loading states. With `href` it renders a link that looks the same.
 * While loading or disabled it ignores clicks, from the pointer and from the keyboard alike.
 */
export function Button(props: ButtonProps) {
  const inert = props.loading || props.disabled;
  return renderButton(props, {
    follow: (event: MouseEvent<HTMLAnchorElement>) => {
      if (inert) event.preventDefault();
      else (props.onClick as ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined)?.(event);
    },
    press: (event: MouseEvent<HTMLButtonElement>) => {
      // Loading keeps the button focusable (no disabled attribute), so clicks are dropped here.
      if (props.loading) event.preventDefault();
      else (props.onClick as ((event: MouseEvent<HTMLButtonElement>) => void) | undefined)?.(event);
    },
  });
}
