import { ErrorView } from "./ErrorView";

/** What shoppers see when the shop cannot render a page, in the shop's fixed wording. */
export function ServerErrorView() {
  // Drawn without the shop's header, which may be what failed; the landmark stays.
  return (
    <main id="main">
      <ErrorView
        code="500"
        heading="Something went wrong"
        text="Sorry, something went wrong. Please try again later."
        homeHref="/"
        homeLabel="Back to the shop"
      />
    </main>
  );
}
