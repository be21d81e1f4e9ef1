import { ErrorView } from "@/components/errors/ErrorView";
import { StorefrontShell } from "@/components/layout/StorefrontShell";

export default function NotFound() {
  return (
    <StorefrontShell chromeOptional path="/">
      <ErrorView
        code="404"
        heading="We can't find that page"
        text="The page you are looking for may have moved. Start again from our home page."
        homeHref="/"
        homeLabel="Back to the shop"
      />
    </StorefrontShell>
  );
}
