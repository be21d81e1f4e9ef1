import type { Metadata } from "next";

import { AccessPage } from "@/components/account-access/AccessPage";
import { LoginPanels } from "@/components/account-access/LoginPanels";
import { recaptchaFor } from "@/lib/session/recaptcha-config";
import { LOGIN_PATH } from "@/lib/session/routes";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Customer Login", robots: { index: false } };

export default async function LoginPage() {
  return (
    <AccessPage path={LOGIN_PATH} title="Customer Login">
      <LoginPanels recaptcha={await recaptchaFor(["generateCustomerToken"])} />
    </AccessPage>
  );
}
