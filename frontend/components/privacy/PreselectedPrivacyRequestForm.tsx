"use client";

import { useSearchParams } from "next/navigation";

import { preselectedType } from "@/lib/privacy/request-types";

import { PrivacyRequestForm, type SubmitPrivacyRequestOperation } from "./PrivacyRequestForm";

/** The form with the type the link's `?preselected=` chose; the page itself stays cacheable. */
export function PreselectedPrivacyRequestForm({ submit }: { submit: SubmitPrivacyRequestOperation }) {
  const preselected = preselectedType(useSearchParams().get("preselected"));
  return <PrivacyRequestForm submit={submit} preselected={preselected} />;
}
