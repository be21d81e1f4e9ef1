import type { StreamBlocksFragment } from "@/lib/graphql/generated/graphql";

export type BlockTypename = NonNullable<StreamBlocksFragment["__typename"]>;

/** One block type's data as the page query returns it, e.g. BlockOf<"FaqListBlock">. */
export type BlockOf<T extends BlockTypename> = Extract<StreamBlocksFragment, { __typename: T }>;
