// Server Components only (registerApolloClient needs the react-server build).
import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from "@apollo/client-integration-nextjs";

import { PAGE_REVALIDATE_SECONDS, renderTimeoutMs } from "@/lib/config";

import { possibleTypes } from "./generated/possible-types";
import { upstreamLink } from "./server";

/** The CMS's client: one per request, its answers cached with the pages and refreshed with them.
 * A render waits for an answer at most `renderTimeoutMs()`: a cached page stays served while its
 * refresh waits, and an uncached one fails fast instead of holding the shopper. */
export const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache({ possibleTypes }),
      link: upstreamLink({ next: { revalidate: PAGE_REVALIDATE_SECONDS, tags: ["cms"] } } as RequestInit, {
        timeoutMs: renderTimeoutMs(),
      }),
    }),
);
