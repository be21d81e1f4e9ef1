"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import {
  addressInput,
  addressProblems,
  draftFromAddress,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  CreateCustomerAddressMutation,
  CreateCustomerAddressMutationVariables,
  UpdateCustomerAddressMutation,
  UpdateCustomerAddressMutationVariables,
} from "@/lib/graphql/generated/graphql";

import { AccountAlert } from "../AccountAlert";
import { focusFirstInvalid } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import { AddressFields } from "./AddressFields";
import { UNREACHABLE } from "./messages";

type Props = {
  countries: Country[];
  /** The address being edited; none to add one. */
  address?: SavedAddress;
  create: BrowserOperation<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
  update: BrowserOperation<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
};

export const PROFILE_HREF = "/account/profile/";

/** Adds an address to the address book or edits one, then returns to the profile. */
export function AddressForm({ countries, address, create, update }: Props) {
  const router = useRouter();
  const [draft, setDraft] = useState(() => draftFromAddress(address, countries));
  const [problems, setProblems] = useState<AddressProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = addressProblems(draft, countries);
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);

    setSaving(true);
    const input = addressInput(draft, countries);
    const result = address
      ? await postGraphQL(update, { id: address.id, input })
      : await postGraphQL(create, { input });
    if (result.kind === "data") {
      router.push(PROFILE_HREF);
      return;
    }
    setSaving(false);
    setError(result.kind === "refused" ? result.message : UNREACHABLE);
  }

  return (
    <form
      ref={formRef}
      className={forms.form}
      aria-label={address ? "Edit address" : "Add an address"}
      aria-busy={saving}
      noValidate
      onSubmit={submit}
    >
      <AddressFields
        draft={draft}
        problems={problems}
        countries={countries}
        onChange={setDraft}
        withDefaults
        autocompleteSection="shipping"
      />
      {error && <AccountAlert message={error} context={address ? "update_address" : "create_address"} />}
      <div className={forms.buttons}>
        <Button type="submit" loading={saving}>
          Save Address
        </Button>
        <Button href={PROFILE_HREF} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}
