// Server code only: the customer's referral (contract: Customer.referral, added by the referrals
// work). FOLLOW-UP: until that field is in the API's schema this query is refused and the rewards
// page leaves the referral out; once `make schema` brings it in, move this query to
// lib/graphql/queries/rewards.graphql so codegen types it.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";

import { customerQuery, SignedOut } from "@/lib/account/server";

type Money = { value: string; currency: string };

export type Referral = {
  code: string;
  url: string;
  friend_discount: Money;
  referrer_credit: Money;
  referrals_count: number;
  credit_earned: Money;
};

const ACCOUNT_REFERRAL: TypedDocumentNode<{ customer: { referral: Referral | null } }, Record<string, never>> = parse(`
  query AccountReferral {
    customer {
      referral {
        code
        url
        friend_discount { value currency }
        referrer_credit { value currency }
        referrals_count
        credit_earned { value currency }
      }
    }
  }
`);

/** The signed-in customer's referral, or null when the API has none to give (or no such field yet). */
export async function loadReferral(): Promise<Referral | null> {
  try {
    return (await customerQuery(ACCOUNT_REFERRAL, {})).customer.referral ?? null;
  } catch (error) {
    if (error instanceof SignedOut) throw error;
    return null;
  }
}
