/**
 * A rate card file's columns, in order: what the server's export writes, its import reads and the
 * CLI names in a refusal. `origin` marks the shipped rows an import skips.
 */
export const rateCardFileColumns = [
  "union",
  "agreement",
  "contract_year",
  "category",
  "medium",
  "effective_from",
  "effective_to",
  "amount",
  "source",
  "confidence",
  "performer_id",
  "origin",
] as const;
export type RateCardFileColumn = (typeof rateCardFileColumns)[number];

/** The file's column for each field of a rate card entry, to name a refused cell as the user sees it. */
export const rateCardColumnOfField = {
  union: "union",
  agreement: "agreement",
  contractYear: "contract_year",
  category: "category",
  medium: "medium",
  effectiveFrom: "effective_from",
  effectiveTo: "effective_to",
  amountCents: "amount",
  source: "source",
  confidence: "confidence",
  performerId: "performer_id",
} as const satisfies Readonly<Record<string, RateCardFileColumn>>;
