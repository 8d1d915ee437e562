import { z } from "zod";
import { IsoDateSchema } from "../dates/iso-date.js";

/**
 * What can end an asset's or element's right to be used. The order is the tie-break order
 * (and matches the display order of the EXPIRED forms): asset MPU, guarantee, element,
 * talent MPU, contract, use right.
 */
export const expiringItemKinds = [
  "assetMpu",
  "guarantee",
  "element",
  "talentMpu",
  "contract",
  "useRight",
] as const;

export const ExpiringItemKindSchema = z.enum(expiringItemKinds);
export type ExpiringItemKind = z.infer<typeof ExpiringItemKindSchema>;

export const ExpiringItemSchema = z.object({
  kind: ExpiringItemKindSchema,
  id: z.string().min(1),
  label: z.string(),
  /** Last covered day; null = never ends (unlimited, in perpetuity). */
  expireDate: IsoDateSchema.nullable(),
});
export type ExpiringItem = z.infer<typeof ExpiringItemSchema>;

/** Words for reasons shown to users. */
export const expiringItemKindLabels: Readonly<Record<ExpiringItemKind, string>> = {
  assetMpu: "Asset MPU",
  guarantee: "Guarantee",
  element: "Element",
  talentMpu: "Talent MPU",
  contract: "Contract",
  useRight: "Use right",
};

/** Deterministic order of items ending the same day: kind order above, then id, then label (code-unit order, not locale). */
export function compareTiedItems(a: ExpiringItem, b: ExpiringItem): number {
  const byKind = expiringItemKinds.indexOf(a.kind) - expiringItemKinds.indexOf(b.kind);
  if (byKind !== 0) return byKind;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  if (a.label !== b.label) return a.label < b.label ? -1 : 1;
  return 0;
}

/** "Use right "Cable 13 weeks" (UR-1)" */
export function describeExpiringItem(item: ExpiringItem): string {
  return `${expiringItemKindLabels[item.kind]} "${item.label}" (${item.id})`;
}
