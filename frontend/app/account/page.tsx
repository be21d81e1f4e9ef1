import { AccountHome } from "@/components/account/home/AccountHome";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountHomeDocument } from "@/lib/graphql/generated/graphql";

export default async function AccountHomePage() {
  const data = await requireCustomerQuery(AccountHomeDocument);
  return <AccountHome data={data} now={new Date()} />;
}
