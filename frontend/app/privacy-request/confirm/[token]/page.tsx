import { PrivacyConfirmationPage, privacyConfirmationMetadata } from "@/components/privacy/PrivacyConfirmationPage";

export const dynamic = "force-dynamic";
export const metadata = privacyConfirmationMetadata;

type Props = { params: Promise<{ token: string }> };

export default async function Page({ params }: Props) {
  const { token } = await params;
  return <PrivacyConfirmationPage token={decodeURIComponent(token)} />;
}
