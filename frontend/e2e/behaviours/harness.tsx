/*
 * The shop's real components, mounted outside the app for browser checks of what jsdom cannot
 * show (layout, CSS states, real keyboard focus). Served by e2e/behaviours.spec.ts only.
 */
import "@/app/globals.css";

import { useState } from "react";
import { createRoot } from "react-dom/client";

import { QuizCta } from "@/components/quiz/QuizCta";
import { Button } from "@/components/ui/Button";
import { useScrolled } from "@/lib/ui/use-scrolled";
import { ModalPage } from "@/test-data/modal-page";

const options = new URLSearchParams(window.location.search);
const size = (options.get("size") ?? "default") as "default" | "small" | "medium";

function ScrolledHeader() {
  const scrolled = useScrolled();
  return (
    <header data-testid="header" data-scrolled={scrolled} style={{ position: "sticky", top: 0 }}>
      Header
    </header>
  );
}

function ModalDemo() {
  return (
    <ModalPage size={size} fullScreenMobile={options.has("fullscreen")}>
      <label>
        Quantity <input name="quantity" />
      </label>
      <button type="button">Add to cart</button>
    </ModalPage>
  );
}

function Harness() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <ScrolledHeader />
      <section aria-label="Buttons" style={{ display: "flex", gap: 12, padding: 12 }}>
        <Button onClick={() => setClicks((count) => count + 1)}>Add to cart</Button>
        <Button loading onClick={() => setClicks((count) => count + 1)}>
          Add to cart
        </Button>
        <Button disabled onClick={() => setClicks((count) => count + 1)}>
          Sold out
        </Button>
        <Button variant="mono">Mono</Button>
      </section>
      <p data-testid="clicks">{clicks}</p>
      <ModalDemo />
      <section aria-label="Quiz">
        <QuizCta />
        <p data-testid="after-quiz">After the quiz call to action</p>
      </section>
      <div style={{ height: 3000 }} />
    </>
  );
}

createRoot(document.getElementById("root")!).render(<Harness />);
