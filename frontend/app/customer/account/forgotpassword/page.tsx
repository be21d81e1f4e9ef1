import type { Metadata } from "next";

import { AccessPage } from "@/components/account-access/AccessPage";
import { ForgotPasswordForm } from "@/components/account-access/ForgotPasswordForm";
import styles from "@/components/account-access/AccountAccess.module.css";
import { recaptchaFor } from "@/lib/recaptcha/config";
import { FORGOT_PASSWORD_PATH } from "@/lib/session/routes";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Forgot Your Password?", robots: { index: false } };

export default async function ForgotPasswordPage() {
  return (
    <AccessPage path={FORGOT_PASSWORD_PATH} title="Forgot Your Password?">
      <div className={styles.panel}>
        <p className={styles.intro}>Please enter your email address below to receive a password reset link.</p>
        <ForgotPasswordForm recaptcha={await recaptchaFor(["requestPasswordResetEmail"])} />
      </div>
    </AccessPage>
  );
}
