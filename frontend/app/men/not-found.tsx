import { ErrorView } from "@/components/errors/ErrorView";
import { StorefrontShell } from "@/components/layout/StorefrontShell";

export default function MensNotFound() {
  return (
    <StorefrontShell path="/men/">
      <ErrorView
        code="404"
        heading="This page has gone missing, unlike your hair will"
        text="We couldn't find that page in the men's shop."
        homeHref="/men/"
        homeLabel="Back to Rootwell Men"
      />
    </StorefrontShell>
  );
}
