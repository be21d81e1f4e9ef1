"use client";

import { type ComponentType, type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";

import type { NewsletterSignUp } from "./NewsletterSignUp";

type SignUp = typeof NewsletterSignUp;
type Props = Pick<ComponentProps<SignUp>, "subscribe" | "location"> & { children: ReactNode };

/**
 * The footer's sign-up, at the bottom of every page: drawn at once as the idle form, its code
 * loaded only when the footer comes near the screen (or the visitor reaches the form some other
 * way: focus, a submit), so it is not part of any page's first-load JavaScript. The loaded form
 * takes over what was typed, the focus and a submit already made.
 */
export function LazyNewsletter({ subscribe, location, children }: Props) {
  const [form, setForm] = useState<{ SignUp: ComponentType<ComponentProps<SignUp>>; takeOver?: "focus" | "submit" } | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  // The idle field, whose text the form takes over as it is when the form is drawn.
  const idleInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    idleInput.current = element.querySelector("input");
    // Each call asks for the form (the import is made once); a later focus or submit made on the
    // placeholder before it went remounts the form with that intent (its key).
    const load = (takeOver?: "focus" | "submit") => {
      void import("./NewsletterSignUp").then(({ NewsletterSignUp: SignUp }) => {
        const intent = takeOver ?? (document.activeElement === idleInput.current ? "focus" : undefined);
        setForm((current) => (current && (!intent || current.takeOver === intent) ? current : { SignUp, takeOver: intent }));
      });
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      load("submit");
    };
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: "600px" });
    if (observer) observer.observe(element);
    else load();
    const onFocus = () => load();
    element.addEventListener("focusin", onFocus);
    element.addEventListener("submit", onSubmit);
    return () => {
      observer?.disconnect();
      element.removeEventListener("focusin", onFocus);
      element.removeEventListener("submit", onSubmit);
    };
  }, []);

  if (form) {
    return (
      <form.SignUp
        key={form.takeOver ?? "idle"}
        subscribe={subscribe}
        location={location}
        typedBefore={() => idleInput.current?.value ?? ""}
        takeOver={form.takeOver}
      />
    );
  }
  // The idle form, drawn by the server (NewsletterIdle): display: contents adds no box.
  return (
    <div ref={placeholder} style={{ display: "contents" }}>
      {children}
    </div>
  );
}
