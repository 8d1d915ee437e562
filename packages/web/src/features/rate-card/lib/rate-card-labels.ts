import {
  feeCategoryLabels,
  rateConfidenceLabels,
  type FeeCategory,
  type RateCardOrigin,
  type RateConfidence,
} from "@rightsdesk/domain";

/** A fee category as a table or a select reads it: "On-camera principal session fee". */
export function formatFeeCategory(category: FeeCategory): string {
  const label = feeCategoryLabels[category];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Where a figure comes from: shipped with the product, or the client's own version. */
export const rateCardOriginLabels: Readonly<Record<RateCardOrigin, string>> = {
  shipped: "Shipped",
  client: "Client",
};

/** A confidence mark with what it means: "V — seen in the cited source". */
export function formatConfidence(confidence: RateConfidence): string {
  return `${confidence} — ${rateConfidenceLabels[confidence]}`;
}
