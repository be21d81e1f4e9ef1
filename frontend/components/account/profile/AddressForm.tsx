"use client";

import { useState } from "react";

import { FormActions } from "@/components/forms/FormActions";
import forms from "@/components/forms/forms.module.css";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
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
import { AddressFields } from "./AddressFields";
import { PROFILE_HREF, useReturnToProfile } from "./profile-return";

type Props = {
  countries: Country[];
  /** The address being edited; none to add one. */
  address?: SavedAddress;
  create: BrowserOperation<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
  update: BrowserOperation<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
};

/** Adds an address to the address book or edits one, then returns to the profile. */
export function AddressForm({ countries, address, create, update }: Props) {
  const returnToProfile = useReturnToProfile();
  const [draft, setDraft] = useState(() => draftFromAddress(address, countries));
  const { formRef, pending, problems, error, submitWith } = useMutationForm<AddressProblems>();

  const submit = submitWith({
    validate: () => addressProblems(draft, countries),
    send: async () => {
      const input = addressInput(draft, countries);
      const result = address
        ? await postGraphQL(update, { id: address.id, input })
        : await postGraphQL(create, { input });
      return outcomeOf<unknown>(result, returnToProfile);
    },
  });

  return (
    <form
      ref={formRef}
      className={forms.form}
      aria-label={address ? "Edit address" : "Add an address"}
      aria-busy={pending}
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
      <FormActions submit="Save Address" pending={pending} cancel={PROFILE_HREF} />
    </form>
  );
}
