// Server code only: the signed-in customer's referral for the rewards page, through the query the
// referral pages' panel asks from the browser.
import { customerQuery, SignedOut } from "@/lib/account/server";
import { CustomerReferralDocument, type CustomerReferralQuery } from "@/lib/graphql/generated/graphql";

export type Referral = CustomerReferralQuery["customer"]["referral"];

/** The customer's referral, or null when it cannot be read now (the page goes on without it). */
export async function loadReferral(): Promise<Referral | null> {
  try {
    return (await customerQuery(CustomerReferralDocument, {})).customer.referral;
  } catch (error) {
    if (error instanceof SignedOut) throw error;
    return null;
  }
}
