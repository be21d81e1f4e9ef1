import type {
  SearchArticleFieldsFragment,
  SearchArticleQuery,
  SearchHitFieldsFragment,
  SearchOverlayQuery,
} from "@/lib/graphql/generated/graphql";

export type SearchResults = SearchOverlayQuery["search"];
export type SearchHit = SearchHitFieldsFragment;
export type SearchArticle = SearchArticleFieldsFragment;
export type SearchPage = SearchResults["pages"][number];
export type Article = NonNullable<SearchArticleQuery["article"]>;
export type SearchSection = "women" | "men";

/** The line whose products a section's recommendations fall back on. */
export const SECTION_GENDER: Record<SearchSection, "Women" | "Men"> = { women: "Women", men: "Men" };
