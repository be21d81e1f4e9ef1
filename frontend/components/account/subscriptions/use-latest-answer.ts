"use client";

import { useEffect, useState } from "react";

import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";

import { UNREACHABLE } from "../profile/messages";

/**
 * Asks the shop `operation` with `variables` (nothing while they are null), again whenever they
 * change; only the latest answer counts. A refusal is the API's own message.
 */
export function useLatestAnswer<TData, TVariables>(operation: BrowserOperation<TData, TVariables>, variables: TVariables | null) {
  const key = variables ? JSON.stringify(variables) : null;
  const [answer, setAnswer] = useState<{ key: string; data: TData | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    postGraphQL(operation, JSON.parse(key) as TVariables).then((result) => {
      if (!current) return;
      if (result.kind === "data") setAnswer({ key, data: result.data, error: null });
      else setAnswer({ key, data: null, error: result.kind === "refused" ? result.message : UNREACHABLE });
    });
    return () => {
      current = false;
    };
  }, [operation, key]);

  const fresh = answer?.key === key ? answer : null;
  return { data: fresh?.data ?? null, error: fresh?.error ?? null, pending: key !== null && !fresh };
}
