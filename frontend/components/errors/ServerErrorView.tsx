import { ErrorView } from "./ErrorView";

/** What shoppers see when the shop cannot render a page (spec storefront §8 wording). */
export function ServerErrorView() {
  return (
    <ErrorView
      code="500"
      heading="Something went wrong"
      text="Sorry, something went wrong. Please try again later."
      homeHref="/"
      homeLabel="Back to the shop"
    />
  );
}
