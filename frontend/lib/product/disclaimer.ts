/** The supplement disclaimer, under the footer and a product's detail in the search overlay. */
export const FDA_DISCLAIMER =
  "These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure or prevent any disease.";
