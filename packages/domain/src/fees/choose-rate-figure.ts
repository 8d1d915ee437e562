import type { IsoDate } from "../dates/iso-date.js";
import { rateConfidenceLabels, type FeeSchedule } from "./fee-schedule.js";
import { feeSchedules } from "./fee-schedules.js";
import { lookupFee, type FeeLookup, type FeeLookupInput } from "./lookup-fee.js";
import { isEntryInForce, shippedEntryId, type RateCardEntry } from "./rate-card-entry.js";
import { feeKeyDate } from "./select-fee-schedule.js";

/** Where a figure comes from; "missing" has no amount, only why. */
export const figureSources = ["contract", "clientRateCard", "shippedConfirmed", "missing"] as const;
export type FigureSource = (typeof figureSources)[number];

export const figureSourceLabels: Readonly<Record<FigureSource, string>> = {
  contract: "contract/over-scale",
  clientRateCard: "client rate card",
  shippedConfirmed: "shipped confirmed",
  missing: "missing",
};

/** A priced figure says where it comes from (`note`, and the rate card entry when there is one); a missing one says why. */
export type RateFigure =
  | {
      readonly source: Exclude<FigureSource, "missing">;
      readonly amountCents: number;
      readonly note: string;
      readonly entryId: string | null;
    }
  | { readonly source: "missing"; readonly amountCents: null; readonly note: string; readonly entryId: null };

export interface RateFigureQuery extends FeeLookupInput {
  readonly agreement?: string | null;
  readonly medium?: string | null;
  /** The performer paid: their negotiated over-scale entries come first. */
  readonly performerId?: number | null;
  /** The figure the performer's contract agreed, when recorded. */
  readonly agreedAmountCents?: number | null;
}

export function missingFigure(note: string): RateFigure {
  return { source: "missing", amountCents: null, note, entryId: null };
}

/** A figure only a contract can give (a licence renewal, a renegotiated MPU, a non-union renewal), or why there is none. */
export function agreedFigure(
  amountCents: number | null | undefined,
  source: string,
  whenNone: string,
): RateFigure {
  return amountCents === null || amountCents === undefined
    ? missingFigure(whenNone)
    : { source: "contract", amountCents, note: source, entryId: null };
}

function appliesTo(entry: RateCardEntry, query: RateFigureQuery, keyDate: IsoDate): boolean {
  return (
    entry.origin === "client" &&
    entry.union === query.union &&
    entry.category === query.category &&
    (entry.agreement === null || entry.agreement === (query.agreement ?? null)) &&
    (entry.medium === null || entry.medium === (query.medium ?? null)) &&
    (entry.performerId === null || entry.performerId === (query.performerId ?? null)) &&
    isEntryInForce(entry, keyDate)
  );
}

/** An entry naming the agreement or the medium beats one for all of them; then the newer version, then the id. */
function mostSpecific(entries: readonly RateCardEntry[]): RateCardEntry | undefined {
  const specificity = (entry: RateCardEntry) =>
    Number(entry.agreement !== null) + Number(entry.medium !== null);
  return [...entries].sort(
    (a, b) =>
      specificity(b) - specificity(a) ||
      b.effectiveFrom.localeCompare(a.effectiveFrom) ||
      a.id.localeCompare(b.id),
  )[0];
}

function entryFigure(source: "contract" | "clientRateCard", entry: RateCardEntry): RateFigure {
  return { source, amountCents: entry.amountCents, note: entry.source, entryId: entry.id };
}

function shippedFigure(lookup: FeeLookup, unconfirmed: readonly RateCardEntry[]): RateFigure {
  if (lookup.status === "found") {
    const note = `${lookup.schedule.label}: ${lookup.source}`;
    return {
      source: "shippedConfirmed",
      amountCents: lookup.amountCents,
      note,
      entryId: shippedEntryId(lookup.schedule.id, lookup.category),
    };
  }
  const notUsed = unconfirmed.map(
    (entry) =>
      ` The rate card's figure "${entry.source}" is not used: ${rateConfidenceLabels[entry.confidence]}.`,
  );
  return missingFigure(`${lookup.reason}${notUsed.join("")}`);
}

/**
 * The one choice of a figure: the performer's over-scale rate (their rate card entry, then their
 * contract's agreed figure), then the client's rate card, then the shipped confirmed schedule.
 * Only confirmed (V) entries price anything; with no client entries and no agreed figure the
 * answer is lookupFee's, so every caller of the shipped rates reads the same amounts and reasons.
 */
export function chooseRateFigure(
  query: RateFigureQuery,
  clientEntries: readonly RateCardEntry[] = [],
  schedules: readonly FeeSchedule[] = feeSchedules,
): RateFigure {
  const keyDate = feeKeyDate(query);
  const applying = keyDate === null ? [] : clientEntries.filter((entry) => appliesTo(entry, query, keyDate));
  const confirmed = applying.filter((entry) => entry.confidence === "V");
  const overScale = mostSpecific(confirmed.filter((entry) => entry.performerId !== null));
  if (overScale !== undefined) return entryFigure("contract", overScale);
  const agreed = query.agreedAmountCents ?? null;
  if (agreed !== null)
    return {
      source: "contract",
      amountCents: agreed,
      note: "The figure agreed in the performer's contract.",
      entryId: null,
    };
  const client = mostSpecific(confirmed.filter((entry) => entry.performerId === null));
  if (client !== undefined) return entryFigure("clientRateCard", client);
  const unconfirmed = applying.filter((entry) => entry.confidence !== "V");
  return shippedFigure(lookupFee(query, schedules), unconfirmed);
}
