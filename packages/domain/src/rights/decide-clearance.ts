import { formatDisplayDate } from "../dates/display-date.js";
import type { IsoDate } from "../dates/iso-date.js";
import {
  verdictOfReasons,
  type ClearanceItemRef,
  type ClearanceReason,
  type ClearanceVerdict,
} from "./clearance-reason.js";
import { computeMpu, type MpuInput } from "./compute-mpu.js";
import { evaluateElementLicence, type ClearanceElementLicence } from "./evaluate-element-licence.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import type { ClearanceUseRight, UseRightContext } from "./evaluate-use-right.js";
import {
  describeMedia,
  describeMediaGrant,
  isMediaCoveredBy,
  type RequestedMedia,
} from "./media-coverage.js";
import { standOwnDates, standPerformer, type ClearancePerformer } from "./stand-performer.js";
import { normalizeTerritory } from "./territory-coverage.js";

/** The MPU that bounds the spot: its end date as recorded, or computed from the production dates. */
export type ClearanceMpu =
  | (ClearanceItemRef & { readonly kind: "given"; readonly start?: IsoDate | null; readonly end: IsoDate })
  | (ClearanceItemRef & { readonly kind: "computed"; readonly input: MpuInput });

export interface ClearanceInput {
  readonly airDate: IsoDate;
  /** Only marks payments already due as overdue; the verdict is about the air date. */
  readonly today: IsoDate;
  readonly media: RequestedMedia;
  /** Absent or null: worldwide. */
  readonly territory?: string | null;
  readonly useRights: readonly ClearanceUseRight[];
  /** The spot's performers: each who appears needs a right of their own (see standPerformer). */
  readonly performers?: readonly ClearancePerformer[];
  readonly elementLicences?: readonly ClearanceElementLicence[];
  /** Elements that need a licence and have none recorded: each is a reason against airing. */
  readonly unlicensedElements?: readonly ClearanceItemRef[];
  /** Absent or null: no MPU bounds the spot (e.g. non-union). */
  readonly mpu?: ClearanceMpu | null;
  /** The client's rate card entries that price unpaid cycles; absent: the shipped confirmed schedules alone. */
  readonly rateCard?: readonly RateCardEntry[];
}

export interface ClearanceDecision {
  readonly verdict: ClearanceVerdict;
  readonly airDate: IsoDate;
  readonly media: RequestedMedia;
  readonly territory: string | null;
  /** Every reason against airing, MPU first, then use rights, then elements; empty only when cleared. */
  readonly reasons: readonly ClearanceReason[];
  /** The use rights in force on the air date that cover the media; empty unless cleared. */
  readonly coveredBy: readonly ClearanceItemRef[];
  readonly mpuEnd: IsoDate | null;
}

interface MpuStanding {
  readonly end: IsoDate | null;
  readonly reasons: ClearanceReason[];
}

function standMpu(mpu: ClearanceMpu | null, airDate: IsoDate): MpuStanding {
  if (mpu === null) return { end: null, reasons: [] };
  const ref = { id: mpu.id, label: mpu.label };
  const bounds =
    mpu.kind === "given"
      ? { status: "found" as const, start: mpu.start ?? null, end: mpu.end }
      : computeMpu(mpu.input);
  if (bounds.status !== "found") {
    const message = `The MPU "${mpu.label}" (${mpu.id}) cannot be computed: ${bounds.reason}`;
    return { end: null, reasons: [{ kind: "mpuUnknown", mpu: ref, message }] };
  }
  const { start, end } = bounds;
  if (airDate <= end) return { end, reasons: [] };
  const message = `The MPU "${mpu.label}" (${mpu.id}) ended: its last day was ${formatDisplayDate(end)}.`;
  return { end, reasons: [{ kind: "mpuEnded", mpu: ref, start, end, message }] };
}

interface UseRightsStanding {
  readonly coveredBy: ClearanceItemRef[];
  readonly reasons: ClearanceReason[];
}

/**
 * The spot's own rights for the media (those held by no performer): when some cover it, one in force
 * is enough; otherwise the payable options, else every reason.
 */
function standSpotRights(
  rights: readonly ClearanceUseRight[],
  media: RequestedMedia,
  context: UseRightContext,
): UseRightsStanding {
  const covering = rights.filter((right) => isMediaCoveredBy(right.media, media));
  return covering.length === 0 ? { coveredBy: [], reasons: [] } : standOwnDates(covering, context);
}

function mediaNotCoveredReason(rights: readonly ClearanceUseRight[], media: RequestedMedia): ClearanceReason {
  const listed = rights.map((right) => `${right.label} (${right.id}): ${describeMediaGrant(right.media)}`);
  const message = `No use right covers ${describeMedia(media)}${listed.length === 0 ? "; there are no use rights." : `; the rights cover ${listed.join("; ")}.`}`;
  const useRights = rights.map((right) => ({ id: right.id, label: right.label, media: right.media }));
  return { kind: "mediaNotCovered", media, useRights, message };
}

/**
 * The rights are conditions that must all hold, not alternatives: every performer who appears
 * needs their own cover (see standPerformer), and when the spot's own rights cover the media one
 * of them must be in force. With no performer and no right covering the media, nothing allows it.
 */
function standUseRights(
  rights: readonly ClearanceUseRight[],
  performers: readonly ClearancePerformer[],
  media: RequestedMedia,
  context: UseRightContext,
): UseRightsStanding {
  const spotRights = rights.filter((right) => (right.holderId ?? null) === null);
  const spot = standSpotRights(spotRights, media, context);
  const appearing = performers.filter((performer) => performer.appears);
  const cast = appearing.map((performer) => standPerformer(performer, rights, media, context));
  const anyCovering = rights.some((right) => isMediaCoveredBy(right.media, media));
  if (appearing.length === 0 && !anyCovering)
    return { coveredBy: [], reasons: [mediaNotCoveredReason(rights, media)] };
  const reasons = [...spot.reasons, ...cast.flatMap((standing) => standing.reasons)];
  const coveredBy = [...spot.coveredBy, ...cast.flatMap((standing) => standing.coveredBy)];
  const unique = coveredBy.filter(
    (ref, index) => coveredBy.findIndex((other) => other.id === ref.id) === index,
  );
  return { coveredBy: reasons.length === 0 ? unique : [], reasons };
}

/**
 * Can the spot air on `airDate` in this media (and territory)? Pure: every date, including
 * today, is passed in. The verdict is `cleared` with no reasons, `clearedIfPaid` when every
 * reason is an unpaid cycle (each says what to pay and by when), and `notCleared` otherwise.
 */
export function decideClearance(input: ClearanceInput): ClearanceDecision {
  const { airDate, today, media, useRights, elementLicences = [] } = input;
  const territory = normalizeTerritory(input.territory);
  const mpu = standMpu(input.mpu ?? null, airDate);
  const rights = standUseRights(useRights, input.performers ?? [], media, {
    airDate,
    today,
    mpuEnd: mpu.end,
    rateCard: input.rateCard ?? [],
  });
  const elements = elementLicences.flatMap((licence) =>
    evaluateElementLicence(licence, { airDate, media, territory }),
  );
  const unlicensed = (input.unlicensedElements ?? []).map((element): ClearanceReason => ({
    kind: "elementUnlicensed",
    element,
    message: `Element "${element.label}" (${element.id}) has no licence recorded, so nothing allows it to air.`,
  }));
  const reasons = [...mpu.reasons, ...rights.reasons, ...elements, ...unlicensed];
  return {
    verdict: verdictOfReasons(reasons),
    airDate,
    media,
    territory,
    reasons,
    coveredBy: rights.coveredBy,
    mpuEnd: mpu.end,
  };
}
