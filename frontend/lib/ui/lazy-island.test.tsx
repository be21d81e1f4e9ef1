import { act, cleanup } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { lazyIsland } from "./lazy-island";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="counter" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

async function serverHtml(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

describe("lazyIsland", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("is drawn in full by the server, then hydrates over the same markup once its code has come", async () => {
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Island = lazyIsland(() => arrived.then(() => Counter));
    const page = (
      <main>
        <Island label="Added" />
      </main>
    );

    const rendering = serverHtml(page);
    arrive();
    const html = await rendering;
    // In place, not a fallback swapped for the content by a script later.
    expect(html).toMatch(/<main><!--\$--><button type="button" class="counter">Added/);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector("button")!;
    await act(async () => {
      hydrateRoot(container, page);
    });

    // Hydrated over the server's button, not drawn anew.
    expect(container.querySelector("button")).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe("Added 1");
  });
});
