"use client";

import Link from "next/link";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/Button";
import { addressLines, type Country, type SavedAddress } from "@/lib/account/address";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  DeleteCustomerAddressMutation,
  DeleteCustomerAddressMutationVariables,
} from "@/lib/graphql/generated/graphql";

import styles from "../Account.module.css";
import { EmptyState } from "../EmptyState";
import { ConfirmDelete } from "./ConfirmDelete";
import { UNREACHABLE } from "./messages";
import { useRefreshThenFocus } from "./use-refresh-then-focus";

type Props = {
  addresses: SavedAddress[];
  countries: Country[];
  deleteAddress: BrowserOperation<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
};

export const ADD_ADDRESS_HREF = "/account/profile/shipping/add/";
export const editAddressHref = (id: number) => `/account/profile/shipping/${id}/edit/`;

/** The saved addresses with their default badges, edit links and a confirmed delete. */
export function AddressBook({ addresses, countries, deleteAddress }: Props) {
  const [status, setStatus] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshThenFocus = useRefreshThenFocus(headingRef);

  async function remove(address: SavedAddress): Promise<string | null> {
    const result = await postGraphQL(deleteAddress, { id: address.id });
    if (result.kind === "refused") return result.message;
    if (result.kind !== "data" || !result.data.deleteCustomerAddress) return UNREACHABLE;
    setStatus("The address was deleted.");
    refreshThenFocus();
    return null;
  }

  return (
    <section className={styles.section} aria-labelledby="addresses-heading">
      <div className={styles.sectionHeader}>
        <h2 id="addresses-heading" ref={headingRef} tabIndex={-1}>
          Shipping Addresses
        </h2>
        {addresses.length > 0 && (
          <Button href={ADD_ADDRESS_HREF} variant="secondary">
            Add an address
          </Button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {addresses.length === 0 ? (
        <EmptyState text="You have no saved addresses yet." href={ADD_ADDRESS_HREF} label="Add an address" />
      ) : (
        <ul className={styles.list} aria-label="Saved addresses">
          {addresses.map((address) => {
            const lines = addressLines({ ...address, country: address.country_code }, countries);
            const name = address.street[0] ?? lines[0];
            return (
              <li key={address.id} className={styles.item}>
                {(address.default_shipping || address.default_billing) && (
                  <ul className={styles.badges} aria-label="Defaults">
                    {address.default_shipping && <li className={styles.badge}>Default shipping</li>}
                    {address.default_billing && <li className={styles.badge}>Default billing</li>}
                  </ul>
                )}
                <address className={styles.address}>
                  {lines.map((line, index) => (
                    <p key={index} className={index === 0 ? styles.itemTitle : undefined}>
                      {line}
                    </p>
                  ))}
                </address>
                <div className={styles.actions}>
                  <Link href={editAddressHref(address.id)} className={styles.textButton} aria-label={`Edit the address ${name}`}>
                    Edit
                  </Link>
                  <ConfirmDelete
                    label={`Delete the address ${name}`}
                    title="Delete this address?"
                    context="delete_address"
                    onConfirm={() => remove(address)}
                  >
                    <p>{lines.join(", ")}</p>
                    <p>It will no longer be offered at checkout.</p>
                  </ConfirmDelete>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
