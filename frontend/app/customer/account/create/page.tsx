import type { Metadata } from "next";

import { AccessPage } from "@/components/account-access/AccessPage";
import { CreateAccountForm } from "@/components/account-access/CreateAccountForm";
import { recaptchaFor } from "@/lib/recaptcha/config";
import { CREATE_ACCOUNT_PATH, returnPathFrom } from "@/lib/session/routes";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create New Customer Account", robots: { index: false } };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

export default async function CreateAccountPage({ searchParams }: Props) {
  const returnTo = returnPathFrom((await searchParams).redirect);
  // Creating the account, then logging in: two calls, each with a token of its own.
  const recaptcha = await recaptchaFor(["createCustomer", "generateCustomerToken"]);
  return (
    <AccessPage path={CREATE_ACCOUNT_PATH} title="Create New Customer Account">
      <CreateAccountForm recaptcha={recaptcha} returnTo={returnTo} />
    </AccessPage>
  );
}
