import type { Metadata } from "next";

import { Profile } from "@/components/account/profile/Profile";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountProfileDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  return <Profile data={await requireCustomerQuery(AccountProfileDocument)} section="all" />;
}
