import { recordKeys } from "../../../ui/records/record-kind";

const keys = recordKeys("contracts");

/**
 * Query keys of the contract feature, widest first: anything on a contract sits under
 * `detail(id)`, so a guarantee or a linked asset change refreshes the contract (its completeness)
 * and everything shown with it. The documents key is the one the PDF button refreshes.
 */
export const contractKeys = {
  ...keys,
  guarantees: (contractId: number) => [...keys.detail(contractId), "guarantees"] as const,
  linkedAssets: (contractId: number) => [...keys.detail(contractId), "linked-assets"] as const,
  useRights: (contractId: number) => [...keys.detail(contractId), "use-rights"] as const,
};
