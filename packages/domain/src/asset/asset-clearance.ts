import { z } from "zod";
import { cycleLengthDays } from "../rights/cycle-length-catalogue.js";
import { isEmptyDate } from "../dates/empty-date.js";
import { isIsoDate, parseIsoDate, type IsoDate } from "../dates/iso-date.js";
import {
  elementCode,
  elementLicenceItemId,
  elementLicenceItemLabel,
  elementNeedsLicence,
} from "../element/element-rights.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import { optionalText, requiredDate, requiredText } from "../records/field-schemas.js";
import {
  clearanceVerdicts,
  paymentFeeAmount,
  paymentFeeNote,
  type ClearanceReason,
} from "../rights/clearance-reason.js";
import { decideClearance, type ClearanceDecision } from "../rights/decide-clearance.js";
import type { ClearanceUseRight } from "../rights/evaluate-use-right.js";
import type { ClearancePerformer } from "../rights/stand-performer.js";
import type { AssetMpu } from "./asset-mpu.js";
import { castHoldingFee, type SpotCastMember } from "./cast-cycles.js";
import { useRightItemId, useRightItemLabel } from "./asset-rights.js";

/** POST /Asset/Clearance/{id}: the day, the media (and optionally the territory) to clear the spot for. */
export const ClearanceRequestSchema = z.object({
  airDate: requiredDate("air date"),
  mediaType: requiredText("media type", 100),
  mediaSubType: optionalText("media sub type", 100),
  /** Absent: worldwide. */
  territory: optionalText("territory", 200),
});
export type ClearanceRequest = z.input<typeof ClearanceRequestSchema>;

const Ref = z.object({ id: z.string(), label: z.string() });

export const ClearancePaymentSchema = z.object({
  cycleNumber: z.number().int(),
  cycleStart: z.string(),
  cycleExpire: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  /** Null when no figure exists (client rate card, contract or confirmed scale): `feeNote` says why; never a zero. */
  amountCents: z.number().int().nullable(),
  feeNote: z.string(),
});

export const ClearanceReasonAnswerSchema = z.object({
  kind: z.string(),
  message: z.string(),
  /** The use right, element licence or MPU the reason is about; null for "no right covers the media". */
  item: Ref.nullable(),
  payments: z.array(ClearancePaymentSchema),
  /** Sum of the payments; null when any amount is missing. */
  totalCents: z.number().int().nullable(),
});

export const ClearanceAnswerSchema = z.object({
  verdict: z.enum(clearanceVerdicts),
  /** "Cleared", "Cleared if paid", "Not cleared". */
  verdictLabel: z.string(),
  airDate: z.string(),
  media: z.object({ type: z.string(), subtype: z.string().nullable() }),
  territory: z.string().nullable(),
  reasons: z.array(ClearanceReasonAnswerSchema),
  coveredBy: z.array(Ref),
  mpuEnd: z.string().nullable(),
  /** The day the answer was computed on (overdue payments are before it). */
  today: z.string(),
});
export type ClearanceAnswer = z.infer<typeof ClearanceAnswerSchema>;

/** A cast member of the spot, as the Cast item stores them. */
export type ClearanceCastMember = SpotCastMember;

export interface ClearanceStoredUseRight {
  readonly id: number;
  readonly useRightType: string;
  readonly mediaType: string | null;
  readonly mediaSubTypes: readonly string[];
  readonly startCycleDate: string | null;
  readonly cycleExpireDate: string | null;
  readonly cycleLength: string | null;
  /** The Cast item the right belongs to; null for the asset's own rights. */
  readonly castItemId: number | null;
  /** On the asset's own rights: it also covers every performer without fixed cycles (a cast buyout). */
  readonly coversAllPerformers: boolean;
}

export interface ClearanceStoredElement {
  readonly id: number;
  readonly title: string;
  readonly elementType: string;
  readonly licenceType: string | null;
  readonly musicOrigin: string | null;
  readonly audioOrigin: string | null;
  readonly licences: readonly {
    readonly id: number;
    readonly label: string;
    readonly termStart: string;
    readonly termEnd: string | null;
    readonly media: readonly { readonly type: string; readonly subtypes: readonly string[] }[];
    readonly territory: string | null;
  }[];
}

export interface AssetClearanceData {
  /** `expireMpuEndDate` is the MPU end in force (see decideAssetMpu). */
  readonly asset: { readonly adId: string; readonly title: string; readonly expireMpuEndDate: string | null };
  /** The MPU as decided (typed, computed, review flag); its `end` is `asset.expireMpuEndDate`. */
  readonly mpu: AssetMpu;
  readonly cast: readonly ClearanceCastMember[];
  readonly useRights: readonly ClearanceStoredUseRight[];
  readonly elements: readonly ClearanceStoredElement[];
  /** The client's rate card entries: they price what the shipped confirmed schedules lack. Absent: none. */
  readonly rateCard?: readonly RateCardEntry[];
}

function realDate(value: string | null | undefined): IsoDate | null {
  return value === null || value === undefined || value === "" || isEmptyDate(value) || !isIsoDate(value)
    ? null
    : parseIsoDate(value);
}

/** "CAST-12": how a cast member is named in clearance answers. */
export function castItemRef(castItemId: number): string {
  return `CAST-${castItemId}`;
}

function toClearanceUseRight(
  right: ClearanceStoredUseRight,
  castById: ReadonlyMap<number, ClearanceCastMember>,
): ClearanceUseRight {
  const cycleStart = realDate(right.startCycleDate);
  const days = right.cycleLength === null ? undefined : cycleLengthDays(right.cycleLength);
  const cast = right.castItemId === null ? null : (castById.get(right.castItemId) ?? null);
  return {
    id: useRightItemId(right.id),
    label: useRightItemLabel({ ...right, holder: cast?.name ?? null }),
    useRightType: right.useRightType,
    media: { type: right.mediaType ?? "", subtypes: [...right.mediaSubTypes] },
    cycleStart,
    cycleEnd: realDate(right.cycleExpireDate),
    cycleLengthDays: days ?? null,
    paidThrough: realDate(cast?.holdingFeesPaidThrough ?? null),
    holderId: right.castItemId === null ? null : castItemRef(right.castItemId),
    coversAllPerformers: right.castItemId === null && right.coversAllPerformers,
  };
}

function toClearancePerformer(member: ClearanceCastMember): ClearancePerformer {
  const renewal = castHoldingFee(member);
  return {
    id: castItemRef(member.castItemId),
    label: member.name,
    appears: !member.editedOut,
    fixedCycles:
      renewal === null
        ? null
        : {
            sessionDate: renewal.sessionDate,
            holdingFeesPaidThrough: realDate(member.holdingFeesPaidThrough),
          },
    renewal,
    agreedHoldingFeeCents: member.agreedHoldingFeeCents,
    performerId: member.performerId ?? null,
  };
}

function itemOf(reason: ClearanceReason): { id: string; label: string } | null {
  switch (reason.kind) {
    case "mediaNotCovered":
      return null;
    case "useRightNotStarted":
    case "useRightExpired":
    case "useRightUnpaid":
    case "useRightInvalid":
      return reason.useRight;
    case "mpuEnded":
    case "mpuUnknown":
      return reason.mpu;
    case "performerNotCovered":
      return reason.performer;
    default:
      return reason.element;
  }
}

const verdictLabels = {
  cleared: "Cleared",
  clearedIfPaid: "Cleared if paid",
  notCleared: "Not cleared",
} as const;

/** The decision as the API answers it: every reason with its item and, for unpaid cycles, what to pay by when. */
export function toClearanceAnswer(decision: ClearanceDecision, today: IsoDate): ClearanceAnswer {
  return {
    verdict: decision.verdict,
    verdictLabel: verdictLabels[decision.verdict],
    airDate: decision.airDate,
    media: { type: decision.media.type, subtype: decision.media.subtype ?? null },
    territory: decision.territory,
    mpuEnd: decision.mpuEnd,
    coveredBy: decision.coveredBy.map(({ id, label }) => ({ id, label })),
    today,
    reasons: decision.reasons.map((reason) => {
      const payments =
        reason.kind === "useRightUnpaid"
          ? reason.payments.map((payment) => ({
              cycleNumber: payment.cycleNumber,
              cycleStart: payment.cycleStart,
              cycleExpire: payment.cycleExpire,
              dueDate: payment.dueDate,
              overdue: payment.overdue,
              amountCents: paymentFeeAmount(payment.fee),
              feeNote: paymentFeeNote(payment.fee),
            }))
          : [];
      const item = itemOf(reason);
      return {
        kind: reason.kind,
        message: reason.message,
        item: item === null ? null : { id: item.id, label: item.label },
        payments,
        totalCents: reason.kind === "useRightUnpaid" ? reason.totalCents : null,
      };
    }),
  };
}

/** A spot's clearance question, with what is stored already turned into the rule's terms. */
export type PreparedAssetClearance = (
  request: z.output<typeof ClearanceRequestSchema>,
  today: IsoDate,
) => ClearanceAnswer;

/**
 * Turns what is stored — the asset's MPU end, its own and its cast's use rights (with the cast's
 * holding-fee terms), each linked element's licences — into the clearance rule's terms once, for
 * asking about many days (an airing report asks about every airing of the spot).
 */
export function prepareAssetClearance(data: AssetClearanceData): PreparedAssetClearance {
  const mpuEnd = realDate(data.asset.expireMpuEndDate);
  const castById = new Map(data.cast.map((member) => [member.castItemId, member]));
  const licensed = data.elements.filter((element) => element.licences.length > 0);
  const unlicensed = data.elements.filter(
    (element) => element.licences.length === 0 && elementNeedsLicence(element),
  );
  const terms = {
    mpu:
      mpuEnd === null
        ? null
        : ({ kind: "given", id: data.asset.adId, label: data.asset.title, end: mpuEnd } as const),
    useRights: data.useRights.map((right) => toClearanceUseRight(right, castById)),
    performers: data.cast.map(toClearancePerformer),
    elementLicences: licensed.flatMap((element) =>
      element.licences.flatMap((licence) => {
        const termStart = realDate(licence.termStart);
        if (termStart === null) return [];
        return [
          {
            id: elementLicenceItemId(element.id, licence.id),
            label: elementLicenceItemLabel(element.title, licence.label),
            termStart,
            termEnd: realDate(licence.termEnd),
            media: licence.media,
            territory: licence.territory,
          },
        ];
      }),
    ),
    unlicensedElements: unlicensed.map((element) => ({ id: elementCode(element.id), label: element.title })),
    rateCard: data.rateCard ?? [],
  };
  return (request, today) => {
    const airDate = parseIsoDate(request.airDate);
    if (airDate === null) throw new Error(`The air date ${request.airDate} is not a date.`);
    const decision = decideClearance({
      ...terms,
      airDate,
      today,
      media: { type: request.mediaType, subtype: request.mediaSubType ?? null },
      territory: request.territory ?? null,
    });
    return toClearanceAnswer(decision, today);
  };
}

/**
 * Can this spot air on the day, in the media (and territory)? Builds the domain's clearance input
 * from what is stored (see prepareAssetClearance) and decides.
 */
export function decideAssetClearance(
  data: AssetClearanceData,
  request: z.output<typeof ClearanceRequestSchema>,
  today: IsoDate,
): ClearanceAnswer {
  return prepareAssetClearance(data)(request, today);
}
