"use client";

import { useId } from "react";

import { formatPrice } from "@/lib/money";
import { type PlanOption } from "@/lib/product/plans";

import { planShipping, PlanPrice } from "./PlanPrice";
import styles from "./PlanSelector.module.css";

type Props = {
  options: readonly PlanOption[];
  selectedSku: string;
  onSelect: (option: PlanOption) => void;
};

/**
 * The plans as a radio group: native radios, so arrow keys move between plans and screen
 * readers announce "2 of 4". Each plan is named by its title and described by its price,
 * saving and shipping.
 */
export function PlanSelector({ options, selectedSku, onSelect }: Props) {
  const id = useId();
  return (
    <fieldset className={styles.selector}>
      <legend className={styles.legend}>Choose your plan</legend>
      {options.map((option, index) => {
        const titleId = `${id}-title-${index}`;
        const detailsId = `${id}-details-${index}`;
        const checked = option.sku === selectedSku;
        const perMonth = Number(option.billing_interval) > 1 && option.new_price !== option.price;
        return (
          <label key={option.sku} className={styles.option} data-checked={checked || undefined}>
            <input
              type="radio"
              name={`${id}-plan`}
              value={option.sku}
              checked={checked}
              onChange={() => onSelect(option)}
              className={styles.radio}
              aria-labelledby={titleId}
              aria-describedby={detailsId}
            />
            <span id={titleId} className={styles.title}>
              {option.option_title}
            </span>
            <span id={detailsId} className={styles.details}>
              <PlanPrice option={option} />{" "}
              <span className={styles.terms}>
                {perMonth && <span>{formatPrice(option.new_price)} per month, </span>}
                <span>{option.ui_data.title}, </span>
                <span className={styles.shipping}>{planShipping(option)}</span>
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
