import { HttpLink } from "@apollo/client";
import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from "@apollo/client-integration-nextjs";

import { backendUrl, PAGE_REVALIDATE_SECONDS } from "@/lib/config";

import { possibleTypes } from "./generated/possible-types";

/** The server-side client: one per request, talking straight to Django. */
export const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache({ possibleTypes }),
      link: new HttpLink({
        uri: `${backendUrl()}/graphql/`,
        fetchOptions: { next: { revalidate: PAGE_REVALIDATE_SECONDS, tags: ["cms"] } },
      }),
    }),
);
