import { z } from "zod";
import type { IsoDate } from "../dates/iso-date.js";
import { computeMpu } from "../rights/compute-mpu.js";
import { castSessionDate, realDate, type CastCycleTerms } from "./cast-cycles.js";

/** What a spot's MPU is decided from, as stored with the asset, its cast and its sessions. */
export interface AssetMpuInput {
  /** The MPU end typed on the profile ("Expiry Date"). */
  readonly typedEnd: string | null;
  /** The typed end someone confirmed although the rule gives another date; null: none confirmed. */
  readonly confirmedEnd: string | null;
  /** The spot's first airing, once recorded: it can move the MPU start earlier. */
  readonly firstAirDate: string | null;
  /** The cast: union members' session dates are production days. */
  readonly cast: readonly CastCycleTerms[];
  /** The dates of the spot's Session items: production days too. */
  readonly sessionDates: readonly (string | null)[];
}

export const AssetMpuSchema = z.object({
  /** The end every screen, alert, report and clearance uses. */
  end: z.string().nullable(),
  typedEnd: z.string().nullable(),
  /** The rule's MPU from the production days and first airing; null when it cannot be computed. */
  computed: z
    .object({
      start: z.string(),
      end: z.string(),
      contractYear: z.number().int(),
      months: z.number().int(),
      trigger: z.enum(["firstUse", "thirteenWeeksAfterLastProductionDay"]),
      sessionDate: z.string(),
      lastProductionDay: z.string(),
    })
    .nullable(),
  /** Why there is no computed MPU (no union cast with a session date, no contract...). */
  computedNote: z.string().nullable(),
  /** The typed end differs from the rule's and nobody has confirmed it: the earlier one is used. */
  needsReview: z.boolean(),
  /** The typed end was confirmed over the rule's. */
  confirmed: z.boolean(),
});
export type AssetMpu = z.infer<typeof AssetMpuSchema>;

/**
 * A spot's MPU: where the production days are known (union cast session dates and Session items),
 * the rule's computation (`computeMpu`: the first production day picks the contract, the last one
 * and the first airing the start). A typed end that differs is kept beside it and flagged for
 * review, and the earlier of the two bounds the spot until someone confirms the typed one.
 */
export function decideAssetMpu(input: AssetMpuInput): AssetMpu {
  const typedEnd = realDate(input.typedEnd);
  const days = [
    ...input.cast.map(castSessionDate),
    ...(input.cast.some((member) => castSessionDate(member) !== null)
      ? input.sessionDates.map(realDate)
      : []),
  ].filter((value): value is IsoDate => value !== null);
  const sorted = [...days].sort();
  const [first] = sorted;
  const last = sorted.at(-1);
  const base = { typedEnd, needsReview: false, confirmed: false };
  if (first === undefined || last === undefined) {
    return {
      ...base,
      end: typedEnd,
      computed: null,
      computedNote: "No union cast member has a session date.",
    };
  }
  const result = computeMpu({
    sessionDate: first,
    lastProductionDay: last,
    firstUseDate: realDate(input.firstAirDate),
  });
  if (result.status !== "found")
    return { ...base, end: typedEnd, computed: null, computedNote: result.reason };
  const computed = {
    start: result.start,
    end: result.end,
    contractYear: result.contractYear,
    months: result.months,
    trigger: result.trigger,
    sessionDate: first,
    lastProductionDay: last,
  };
  if (typedEnd === null || typedEnd === result.end)
    return { ...base, end: result.end, computed, computedNote: null };
  if (realDate(input.confirmedEnd) === typedEnd)
    return { ...base, end: typedEnd, computed, computedNote: null, confirmed: true };
  const end = typedEnd < result.end ? typedEnd : result.end;
  return { ...base, end, computed, computedNote: null, needsReview: true };
}
