/** Moves focus to the first field marked invalid inside `form`, so the shopper lands on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has drawn the errors.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
