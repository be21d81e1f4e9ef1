"use client";

import { useEffect } from "react";

import { ServerErrorView } from "@/components/errors/ServerErrorView";

export default function ServerError({ error }: { error: Error }) {
  useEffect(() => {
    // A chunk of a new page that failed to load (spec §8): a full navigation to the address.
    import("@/lib/browser/build-reload").then(
      (reload) => reload.afterError(error),
      () => undefined,
    );
  }, [error]);
  return <ServerErrorView />;
}
