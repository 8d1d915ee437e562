import { recordKeys } from "../../../ui/records/record-kind";

const keys = recordKeys("elements");

/**
 * Query keys of the element feature, widest first: anything on an element sits under
 * `detail(id)`, so a licence change refreshes the element and everything shown with it.
 */
export const elementKeys = {
  ...keys,
  licences: (elementId: number) => [...keys.detail(elementId), "licences"] as const,
  linkedAssets: (elementId: number) => [...keys.detail(elementId), "linked-assets"] as const,
};
