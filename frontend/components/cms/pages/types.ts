import type { CmsPage } from "@/lib/graphql/pages";

export type PageTypename = CmsPage["__typename"];
export type PageOf<T extends PageTypename> = Extract<CmsPage, { __typename: T }>;
