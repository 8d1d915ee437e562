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
import { evaluateUseRight, type ClearanceUseRight, type UseRightContext } from "./evaluate-use-right.js";
import {
  describeMedia,
  describeMediaGrant,
  isMediaCoveredBy,
  type RequestedMedia,
} from "./media-coverage.js";
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
  readonly elementLicences?: readonly ClearanceElementLicence[];
  /** Elements that need a licence and have none recorded: each is a reason against airing. */
  readonly unlicensedElements?: readonly ClearanceItemRef[];
  /** Absent or null: no MPU bounds the spot (e.g. non-union). */
  readonly mpu?: ClearanceMpu | null;
}

export interface ClearanceDecision {
  readonly verdict: ClearanceVerdict;
  readonly airDate: IsoDate;
  readonly media: RequestedMedia;
  readonly territory: string | null;
  /** Every reason against airing, MPU first, then use rights, then elements; empty only when cleared. */
  readonly reasons: readonly ClearanceReason[];
  /** The use rights in force on the air date that cover the media. */
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
 * One covering right in force is enough. Otherwise, if some right can be paid back into force,
 * only those payable options are reasons (paying any one of them clears); otherwise every
 * covering right's reason is listed.
 */
function standUseRights(
  rights: readonly ClearanceUseRight[],
  media: RequestedMedia,
  context: UseRightContext,
): UseRightsStanding {
  const covering = rights.filter((right) => isMediaCoveredBy(right.media, media));
  if (covering.length === 0) {
    const listed = rights.map((right) => `${right.label} (${right.id}): ${describeMediaGrant(right.media)}`);
    const message = `No use right covers ${describeMedia(media)}${listed.length === 0 ? "; there are no use rights." : `; the rights cover ${listed.join("; ")}.`}`;
    const useRights = rights.map((right) => ({ id: right.id, label: right.label, media: right.media }));
    return { coveredBy: [], reasons: [{ kind: "mediaNotCovered", media, useRights, message }] };
  }
  const standings = covering.map((right) => ({ right, standing: evaluateUseRight(right, context) }));
  const coveredBy = standings
    .filter(({ standing }) => standing.status === "inForce")
    .map(({ right }) => ({ id: right.id, label: right.label }));
  if (coveredBy.length > 0) return { coveredBy, reasons: [] };
  const reasons = standings.flatMap(({ standing }) =>
    standing.status === "blocked" ? [standing.reason] : [],
  );
  const payable = reasons.filter((reason) => reason.kind === "useRightUnpaid");
  return { coveredBy: [], reasons: payable.length > 0 ? payable : reasons };
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
  const rights = standUseRights(useRights, media, { airDate, today, mpuEnd: mpu.end });
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
