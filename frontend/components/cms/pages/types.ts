import type { CmsPage } from "@/lib/cms/pages";

export type PageTypename = CmsPage["__typename"];
export type PageOf<T extends PageTypename> = Extract<CmsPage, { __typename: T }>;
