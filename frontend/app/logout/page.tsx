import type { Metadata } from "next";

import { AccessPage } from "@/components/account-access/AccessPage";
import { LogoutView } from "@/components/account-access/LogoutView";
import { LOGOUT_PATH } from "@/lib/session/routes";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "You are signed out", robots: { index: false } };

type Props = { searchParams: Promise<{ expired?: string | string[] }> };

export default async function LogoutPage({ searchParams }: Props) {
  const { expired } = await searchParams;
  return (
    <AccessPage path={LOGOUT_PATH} title="">
      <LogoutView expired={expired === "1"} />
    </AccessPage>
  );
}
