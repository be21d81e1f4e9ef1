// Server Components only: "server-only" fails the build of any client module that imports this.
import "server-only";

import { ApolloClient, InMemoryCache } from "@apollo/client";
import { cache } from "react";

import { PAGE_REVALIDATE_SECONDS, renderTimeoutMs } from "@/lib/config";

import { possibleTypes } from "./generated/possible-types";
import { upstreamLink } from "./server";

/** The CMS's client: one per request, its answers cached with the pages and refreshed with them.
 * A render waits for an answer at most `renderTimeoutMs()`: a cached page stays served while its
 * refresh waits, and an uncached one fails fast instead of holding the shopper.
 * One per request through React's cache(), as the Next.js integration's registerApolloClient does,
 * without that package: importing it puts its client component (for PreloadQuery, which the shop
 * does not use) into every page's first-load JavaScript. */
export const getClient = cache(
  () =>
    new ApolloClient({
      cache: new InMemoryCache({ possibleTypes }),
      link: upstreamLink({ next: { revalidate: PAGE_REVALIDATE_SECONDS, tags: ["cms"] } } as RequestInit, {
        timeoutMs: renderTimeoutMs(),
      }),
    }),
);
