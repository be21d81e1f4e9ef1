// Server Components only (registerApolloClient needs the react-server build).
import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from "@apollo/client-integration-nextjs";

import { PAGE_REVALIDATE_SECONDS } from "@/lib/config";

import { possibleTypes } from "./generated/possible-types";
import { upstreamLink } from "./server";

/** The CMS's client: one per request, its answers cached with the pages and refreshed with them. */
export const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache({ possibleTypes }),
      link: upstreamLink({ next: { revalidate: PAGE_REVALIDATE_SECONDS, tags: ["cms"] } } as RequestInit),
    }),
);
