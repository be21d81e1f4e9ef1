import { ErrorView } from "@/components/errors/ErrorView";

export default function NotFound() {
  return (
    <ErrorView
      code="404"
      heading="We can't find that page"
      text="The page you are looking for may have moved. Start again from our home page."
      homeHref="/"
      homeLabel="Back to the shop"
    />
  );
}
