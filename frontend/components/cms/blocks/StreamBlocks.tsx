import type { ComponentType } from "react";

import type { StreamBlocksFragment } from "@/lib/graphql/generated/graphql";

import { HeroBlock } from "./HeroBlock";
import { RichTextSectionBlock } from "./RichTextSectionBlock";

type BlockTypename = NonNullable<StreamBlocksFragment["__typename"]>;
type BlockOf<T extends BlockTypename> = Extract<StreamBlocksFragment, { __typename: T }>;

/** The block registry: one component per StreamField block type the CMS offers. */
const blockRegistry: { [T in BlockTypename]?: ComponentType<{ block: BlockOf<T> }> } = {
  HeroBlock,
  RichTextSectionBlock,
};

type Props = { blocks: readonly (StreamBlocksFragment | null)[] | null | undefined };

export function StreamBlocks({ blocks }: Props) {
  return (
    <>
      {(blocks ?? []).map((block) => {
        if (!block) return null;
        const Block = blockRegistry[block.__typename as BlockTypename] as
          | ComponentType<{ block: StreamBlocksFragment }>
          | undefined;
        return Block ? <Block key={block.id ?? undefined} block={block} /> : null;
      })}
    </>
  );
}
