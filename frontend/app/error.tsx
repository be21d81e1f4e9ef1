"use client";

import { ServerErrorView } from "@/components/errors/ServerErrorView";

export default function ServerError() {
  return <ServerErrorView />;
}
