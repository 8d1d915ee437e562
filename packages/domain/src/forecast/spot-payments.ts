import { castRightDatesOf } from "../asset/asset-rights.js";
import { castFixedCycleTerms, castHoldingFee, realDate } from "../asset/cast-cycles.js";
import { addDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { computeMonthsPeriodEnd } from "../dates/month-arithmetic.js";
import { agreedFigure, chooseRateFigure, type RateFigure } from "../fees/choose-rate-figure.js";
import type { FeeSchedule } from "../fees/fee-schedule.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import type { PaidSubject } from "../renewals/release-of-decisions.js";
import type { RenewalSubject } from "../renewals/renewal-decision.js";
import { cycleLengthDays } from "../rights/cycle-length-catalogue.js";
import { renewalLookupInput } from "../rights/evaluate-use-right.js";
import { fixedCyclesPaidThrough, listFixedCycles, type FixedCycleTerms } from "../rights/fixed-cycles.js";
import { cycleNumbered, listUseCyclesThrough, type UseCycle } from "../rights/list-use-cycles.js";
import { evaluateMpuExtension } from "../rights/renegotiation-window.js";
import type { ForecastCastMember, ForecastSpot, ForecastUseRight } from "./forecast-input.js";
import type { ForecastPayment } from "./forecast-payment.js";
import { isInForecastWindow, monthOf, type ForecastWindow } from "./forecast-window.js";

/** What pricing a payment reads besides the spot. */
export interface PricingContext {
  readonly window: ForecastWindow;
  readonly rateCard: readonly RateCardEntry[];
  readonly schedules: readonly FeeSchedule[];
}

/** The MPU end, and the end the cycles may run to: a further full MPU when it may be extended without renegotiating. */
interface SpotMpu {
  readonly end: IsoDate | null;
  readonly cyclesEnd: IsoDate | null;
  readonly mustRenegotiate: boolean;
}

function spotMpu(spot: ForecastSpot): SpotMpu {
  const end = realDate(spot.expireMpuEndDate);
  if (end === null || spot.mpu === null) return { end, cyclesEnd: end, mustRenegotiate: false };
  const extension = evaluateMpuExtension({
    mpuEnd: end,
    mpuMonths: spot.mpu.months,
    noticeDate: realDate(spot.mpu.noticeDate),
  });
  return extension.status === "mayExtend"
    ? { end, cyclesEnd: extension.end, mustRenegotiate: false }
    : { end, cyclesEnd: end, mustRenegotiate: true };
}

const mpuSubject = (spot: ForecastSpot): RenewalSubject => ({
  kind: "mpuRenegotiation",
  assetId: spot.assetId,
});

/** A payment's own subject, and the MPU when the period it buys starts after the MPU ends (in an extension). */
function subjectsOf(own: RenewalSubject, spot: ForecastSpot, mpu: SpotMpu, start: IsoDate): RenewalSubject[] {
  return mpu.end !== null && start > mpu.end ? [own, mpuSubject(spot)] : [own];
}

function spotPayment(
  spot: ForecastSpot,
  fields: Pick<ForecastPayment, "kind" | "performer" | "category" | "subjects">,
  period: { readonly start: IsoDate; readonly end: IsoDate | null },
  figure: RateFigure,
): ForecastPayment {
  return {
    ...fields,
    month: monthOf(period.start),
    dueDate: period.start,
    periodStart: period.start,
    periodEnd: period.end,
    spot: { assetId: spot.assetId, adId: spot.adId, title: spot.title },
    element: null,
    licence: null,
    amountCents: figure.amountCents,
    source: figure.source,
    note: figure.note,
  };
}

function memberCycleTerms(
  spot: ForecastSpot,
  member: ForecastCastMember,
  mpuEnd: IsoDate | null,
): FixedCycleTerms | null {
  const own = spot.useRights.filter((right) => right.castItemId === member.castItemId);
  return castFixedCycleTerms(member, own.map(castRightDatesOf), mpuEnd);
}

/** Every unpaid 13-week cycle of a union performer who appears, due in the window: one holding fee each. */
function holdingFeePayments(
  spot: ForecastSpot,
  member: ForecastCastMember,
  mpu: SpotMpu,
  context: PricingContext,
): ForecastPayment[] {
  const renewal = castHoldingFee(member);
  const terms = memberCycleTerms(spot, member, mpu.cyclesEnd);
  if (member.editedOut || renewal === null || terms === null) return [];
  const own: RenewalSubject = { kind: "holdingFee", assetId: spot.assetId, castItemId: member.castItemId };
  return listFixedCycles(terms, context.window.to)
    .filter((cycle) => cycle.paidBy === null && isInForecastWindow(context.window, cycle.dueDate))
    .map((cycle) => {
      const query = {
        ...renewalLookupInput(renewal, cycle.start),
        agreement: spot.agreement,
        performerId: member.performerId ?? null,
        agreedAmountCents: member.agreedHoldingFeeCents,
      };
      return spotPayment(
        spot,
        {
          kind: "holdingFee",
          performer: { castItemId: member.castItemId, name: member.name },
          category: query.category,
          subjects: subjectsOf(own, spot, mpu, cycle.start),
        },
        { start: cycle.start, end: cycle.expire },
        chooseRateFigure(query, context.rateCard, context.schedules),
      );
    });
}

/** A use right that renews by its own cycles: not a union performer's (theirs renew by holding fees). */
function renewableCycles(
  spot: ForecastSpot,
  right: ForecastUseRight,
): { readonly start: IsoDate; readonly lengthDays: number; readonly paidThrough: IsoDate } | null {
  const member = spot.cast.find((candidate) => candidate.castItemId === right.castItemId);
  if ((right.renewal ?? null) === null || (member !== undefined && castHoldingFee(member) !== null))
    return null;
  const start = realDate(right.startCycleDate);
  const lengthDays =
    right.cycleLength === null || right.cycleLength === undefined
      ? undefined
      : cycleLengthDays(right.cycleLength);
  if (start === null || lengthDays === undefined) return null;
  const paidThrough = realDate(right.cycleExpireDate) ?? cycleNumbered(start, lengthDays, 1).expire;
  return { start, lengthDays, paidThrough };
}

function useRightFigure(
  spot: ForecastSpot,
  right: ForecastUseRight,
  cycle: UseCycle,
  context: PricingContext,
): RateFigure {
  const renewal = right.renewal ?? { scale: null, agreedAmountCents: null };
  if (renewal.scale === null)
    return agreedFigure(
      renewal.agreedAmountCents,
      "The renewal fee agreed for this right.",
      "No union scale applies and no renewal fee is recorded for this right.",
    );
  const member = spot.cast.find((candidate) => candidate.castItemId === right.castItemId);
  const query = {
    ...renewalLookupInput(renewal.scale, cycle.start),
    agreement: spot.agreement,
    medium: right.mediaType,
    performerId: member?.performerId ?? null,
    agreedAmountCents: renewal.agreedAmountCents,
  };
  return chooseRateFigure(query, context.rateCard, context.schedules);
}

/** Each later cycle of a renewable use right, due in the window and starting by the end of the MPU (or its extension). */
function useRightPayments(
  spot: ForecastSpot,
  right: ForecastUseRight,
  mpu: SpotMpu,
  context: PricingContext,
): ForecastPayment[] {
  const cycles = renewableCycles(spot, right);
  if (cycles === null) return [];
  const own: RenewalSubject = { kind: "useRightCycle", assetId: spot.assetId, useRightId: right.id };
  const category = right.renewal?.scale
    ? renewalLookupInput(right.renewal.scale, cycles.start).category
    : null;
  return listUseCyclesThrough(cycles.start, cycles.lengthDays, context.window.to)
    .filter((cycle) => cycle.start > cycles.paidThrough && isInForecastWindow(context.window, cycle.start))
    .filter((cycle) => mpu.cyclesEnd === null || cycle.start <= mpu.cyclesEnd)
    .map((cycle) =>
      spotPayment(
        spot,
        {
          kind: "useRightCycle",
          performer: null,
          category,
          subjects: subjectsOf(own, spot, mpu, cycle.start),
        },
        { start: cycle.start, end: cycle.expire },
        useRightFigure(spot, right, cycle, context),
      ),
    );
}

/** A new MPU when the performers gave notice in time: due the day after the MPU ends, at the figure they agree. */
function mpuPayments(spot: ForecastSpot, mpu: SpotMpu, window: ForecastWindow): ForecastPayment[] {
  if (!mpu.mustRenegotiate || mpu.end === null || spot.mpu === null) return [];
  const start = addDays(mpu.end, 1);
  if (!isInForecastWindow(window, start)) return [];
  const figure = agreedFigure(
    spot.mpu.renegotiatedAmountCents,
    "The renegotiated MPU fee recorded for the spot.",
    "A new MPU is negotiated with the performers, who gave notice; no rate card figure applies.",
  );
  return [
    spotPayment(
      spot,
      { kind: "mpuRenegotiation", performer: null, category: null, subjects: [mpuSubject(spot)] },
      { start, end: computeMonthsPeriodEnd(start, spot.mpu.months) },
      figure,
    ),
  ];
}

/** Every payment keeping the spot on air needs in the window, whatever has been decided. */
export function listSpotPayments(spot: ForecastSpot, context: PricingContext): ForecastPayment[] {
  const mpu = spotMpu(spot);
  return [
    ...spot.cast.flatMap((member) => holdingFeePayments(spot, member, mpu, context)),
    ...spot.useRights.flatMap((right) => useRightPayments(spot, right, mpu, context)),
    ...mpuPayments(spot, mpu, context.window),
  ];
}

/**
 * Everything a renew-or-release decision can be about on the spot, each with the last day already
 * paid: a performer's run of paid cycles, a right's paid cycles, the MPU's end.
 */
export function spotRenewalSubjects(spot: ForecastSpot, today: IsoDate): PaidSubject[] {
  const mpuEnd = realDate(spot.expireMpuEndDate);
  const performers = spot.cast.flatMap((member): PaidSubject[] => {
    const terms = memberCycleTerms(spot, member, mpuEnd);
    if (terms === null) return [];
    const subject: RenewalSubject = {
      kind: "holdingFee",
      assetId: spot.assetId,
      castItemId: member.castItemId,
    };
    return [{ subject, paidThrough: fixedCyclesPaidThrough(terms, today) }];
  });
  const rights = spot.useRights.flatMap((right): PaidSubject[] => {
    const cycles = renewableCycles(spot, right);
    if (cycles === null) return [];
    const subject: RenewalSubject = { kind: "useRightCycle", assetId: spot.assetId, useRightId: right.id };
    return [{ subject, paidThrough: cycles.paidThrough }];
  });
  return [...performers, ...rights, { subject: mpuSubject(spot), paidThrough: mpuEnd }];
}
