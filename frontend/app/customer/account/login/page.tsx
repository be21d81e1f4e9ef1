import type { Metadata } from "next";

import { AccessPage } from "@/components/account-access/AccessPage";
import { LoginPanels } from "@/components/account-access/LoginPanels";
import { recaptchaFor } from "@/lib/recaptcha/config";
import { LOGIN_PATH, returnPathFrom } from "@/lib/session/routes";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Customer Login", robots: { index: false } };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const returnTo = returnPathFrom((await searchParams).redirect);
  return (
    <AccessPage path={LOGIN_PATH} title="Customer Login">
      <LoginPanels recaptcha={await recaptchaFor(["generateCustomerToken"])} returnTo={returnTo} />
    </AccessPage>
  );
}
