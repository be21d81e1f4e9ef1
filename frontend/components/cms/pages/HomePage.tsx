import { StreamBlocks } from "../blocks/StreamBlocks";
import type { PageOf } from "./types";

export function HomePage({ page }: { page: PageOf<"HomePage"> | PageOf<"MensHomePage"> }) {
  return (
    <article>
      <h1 className="visually-hidden">{page.title}</h1>
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
