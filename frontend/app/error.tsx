"use client";

import { useEffect } from "react";

import { ServerErrorView } from "@/components/errors/ServerErrorView";
import { reloadAfterChunkError } from "@/lib/build/chunk-reload";

export default function ServerError({ error }: { error: Error & { digest?: string } }) {
  // A chunk gone with a deploy (spec §8): the same address, loaded afresh, brings the new build's.
  useEffect(() => void reloadAfterChunkError(error), [error]);
  return <ServerErrorView />;
}
