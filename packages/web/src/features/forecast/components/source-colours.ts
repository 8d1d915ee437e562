import type { StackedSource } from "../lib/forecast-labels";

/** One colour per source, the same in the chart, its legend and the headline split. */
export const sourceColours: Readonly<Record<StackedSource, string>> = {
  shippedConfirmed: "bg-indigo-600",
  clientRateCard: "bg-teal-500",
  contract: "bg-amber-400",
};
