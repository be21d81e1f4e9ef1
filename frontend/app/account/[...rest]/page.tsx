import { notFound } from "next/navigation";

import { requireCustomerQuery } from "@/lib/account/server";
import { AccountIdentityDocument } from "@/lib/graphql/generated/graphql";

// Any other account path: a signed-out visitor is sent to sign in first,
// a customer gets the 404 page.
export default async function UnknownAccountPage() {
  await requireCustomerQuery(AccountIdentityDocument);
  notFound();
}
