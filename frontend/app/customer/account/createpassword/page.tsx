import type { Metadata } from "next";

import { AccessPage } from "@/components/account-access/AccessPage";
import { CreatePasswordForm } from "@/components/account-access/CreatePasswordForm";
import styles from "@/components/account-access/AccountAccess.module.css";
import { recaptchaFor } from "@/lib/recaptcha/config";
import { CREATE_PASSWORD_PATH } from "@/lib/session/routes";

export const dynamic = "force-dynamic";
// The address carries a reset token: never indexed, never sent on as a referrer.
export const metadata: Metadata = {
  title: "Set a New Password",
  robots: { index: false },
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function CreatePasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AccessPage path={CREATE_PASSWORD_PATH} title="Set a New Password">
      <div className={styles.panel}>
        <CreatePasswordForm
          token={typeof token === "string" ? token : ""}
          recaptcha={await recaptchaFor(["resetPassword"])}
        />
      </div>
    </AccessPage>
  );
}
