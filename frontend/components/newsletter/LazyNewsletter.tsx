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
  const [form, setForm] = useState<{ SignUp: ComponentType<ComponentProps<SignUp>>; email: string; takeOver?: "focus" | "submit" } | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    let loading = false;
    const load = (takeOver?: "focus" | "submit") => {
      if (loading && !takeOver) return;
      loading = true;
      void import("./NewsletterSignUp").then(({ NewsletterSignUp: SignUp }) => {
        const input = element.querySelector("input");
        const focused = takeOver ?? (input && document.activeElement === input ? "focus" : undefined);
        setForm({ SignUp, email: input?.value ?? "", takeOver: focused });
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

  if (form) return <form.SignUp subscribe={subscribe} location={location} initialEmail={form.email} takeOver={form.takeOver} />;
  // The idle form, drawn by the server (NewsletterIdle): display: contents adds no box.
  return (
    <div ref={placeholder} style={{ display: "contents" }}>
      {children}
    </div>
  );
}
