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
  const [form, setForm] = useState<{ SignUp: ComponentType<ComponentProps<SignUp>> } | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  // The idle field, whose text the form takes over as it is when the form is drawn.
  const idleInput = useRef<HTMLInputElement | null>(null);
  const live = useRef<HTMLDivElement>(null);
  const intent = useRef<"focus" | "submit" | undefined>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    idleInput.current = element.querySelector("input");
    // Each call asks for the form (the import is made once). What the visitor did on the idle form
    // before the drawn one mounts (focus, or a submit: the stronger) is taken over as it mounts;
    // what they did on it after is handed to the drawn form as it is. The form is drawn once: a
    // click must not land between two forms.
    const load = (takeOver?: "focus" | "submit") => {
      const now = takeOver ?? (document.activeElement === idleInput.current ? "focus" : undefined);
      const afterMount = mounted.current;
      if (!afterMount && (now === "submit" || !intent.current)) intent.current = now;
      void import("./NewsletterSignUp").then(({ NewsletterSignUp: SignUp }) => {
        if (!mounted.current) return setForm((current) => current ?? { SignUp });
        const drawn = live.current?.querySelector("input");
        if (!afterMount || !drawn) return;
        if (!drawn.value) drawn.value = idleInput.current?.value ?? "";
        if (now === "focus" && !live.current?.contains(document.activeElement)) drawn.focus();
        if (now === "submit") drawn.form?.requestSubmit();
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
      <div key="live" ref={live} style={{ display: "contents" }} data-newsletter="live">
        <form.SignUp
          subscribe={subscribe}
          location={location}
          typedBefore={() => idleInput.current?.value ?? ""}
          takeOver={() => {
            mounted.current = true;
            return intent.current;
          }}
        />
      </div>
    );
  }
  // The idle form, drawn by the server (NewsletterIdle): display: contents adds no box.
  return (
    <div key="idle" ref={placeholder} style={{ display: "contents" }}>
      {children}
    </div>
  );
}
