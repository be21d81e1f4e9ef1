"use client";

import type { ReactNode } from "react";

import { useCustomer } from "@/lib/account-access/customer-store";
import { personalize } from "@/lib/session/personalize";

type Props = { template: string; className?: string; children: ReactNode };

/** The ribbon's personal text for a signed-in customer, {name} filled in; otherwise its own text. */
export function PersonalizedText({ template, className, children }: Props) {
  const text = personalize(template, useCustomer()?.firstname);
  return text ? <span className={className}>{text}</span> : <>{children}</>;
}
