import { z } from "zod";
import { CycleLengthLabelSchema, cycleLengthDays } from "../rights/cycle-length-catalogue.js";
import { parseIsoDate } from "../dates/iso-date.js";
import { optionalDate, requiredDate, requiredText } from "../records/field-schemas.js";
import { computeMpu } from "../rights/compute-mpu.js";
import { computeUseRightExpiry } from "../rights/use-right-expiry.js";

function day(value: string | undefined) {
  return value === undefined ? null : parseIsoDate(value);
}

/** POST /Asset/Rules/Mpu: the maximum period of use of a union spot from its production dates. */
export const MpuRequestSchema = z.object({
  sessionDate: requiredDate("session date"),
  lastProductionDay: requiredDate("last production day"),
  firstUseDate: optionalDate("first use date"),
});

export const MpuAnswerSchema = z.object({
  status: z.enum(["found", "noContract", "invalid"]),
  start: z.string().nullable(),
  end: z.string().nullable(),
  months: z.number().int().nullable(),
  contractYear: z.number().int().nullable(),
  /** Which came first: the first use, or 13 weeks after the last production day. */
  trigger: z.string().nullable(),
  renegotiationOpens: z.string().nullable(),
  renegotiationCloses: z.string().nullable(),
  source: z.string().nullable(),
  /** Why there is no MPU, when there is none. */
  reason: z.string().nullable(),
});
export type MpuAnswer = z.infer<typeof MpuAnswerSchema>;

/** The domain's MPU rule, as the API answers it. */
export function answerMpu(request: z.output<typeof MpuRequestSchema>): MpuAnswer {
  const sessionDate = day(request.sessionDate);
  const lastProductionDay = day(request.lastProductionDay);
  const empty = { start: null, end: null, months: null, contractYear: null, trigger: null };
  const none = { ...empty, renegotiationOpens: null, renegotiationCloses: null, source: null };
  if (sessionDate === null || lastProductionDay === null)
    return { status: "invalid", ...none, reason: "Enter the session date and the last production day." };
  const result = computeMpu({
    sessionDate,
    lastProductionDay,
    firstUseDate: day(request.firstUseDate ?? undefined),
  });
  if (result.status !== "found") return { status: result.status, ...none, reason: result.reason };
  return {
    status: "found",
    start: result.start,
    end: result.end,
    months: result.months,
    contractYear: result.contractYear,
    trigger: result.trigger,
    renegotiationOpens: result.renegotiationWindow.opens,
    renegotiationCloses: result.renegotiationWindow.closes,
    source: result.source,
    reason: null,
  };
}

/** POST /Asset/Rules/UseRightExpiry: the last covered day of a use right from its type, start and length. */
export const UseRightExpiryRequestSchema = z.object({
  useRightType: requiredText("use right type", 100),
  startCycleDate: optionalDate("cycle start date"),
  cycleLength: CycleLengthLabelSchema.optional(),
  talentMpuEnd: optionalDate("talent MPU end"),
  endsAtTalentMpu: z.boolean().default(false),
});

export const UseRightExpiryAnswerSchema = z.object({
  status: z.enum(["expires", "never", "invalid"]),
  expireDate: z.string().nullable(),
  basis: z.enum(["cycle", "talentMpu"]).nullable(),
  field: z.string().nullable(),
  reason: z.string().nullable(),
});
export type UseRightExpiryAnswer = z.infer<typeof UseRightExpiryAnswerSchema>;

export function answerUseRightExpiry(
  request: z.output<typeof UseRightExpiryRequestSchema>,
): UseRightExpiryAnswer {
  const result = computeUseRightExpiry({
    usageType: request.useRightType.toUpperCase(),
    startCycleDate: day(request.startCycleDate),
    cycleLengthDays:
      request.cycleLength === undefined ? null : (cycleLengthDays(request.cycleLength) ?? null),
    endsAtTalentMpu: request.endsAtTalentMpu,
    talentMpuEnd: day(request.talentMpuEnd),
  });
  switch (result.status) {
    case "expires":
      return {
        status: "expires",
        expireDate: result.expireDate,
        basis: result.basis,
        field: null,
        reason: null,
      };
    case "never":
      return { status: "never", expireDate: null, basis: null, field: null, reason: result.reason };
    case "invalid":
      return { status: "invalid", expireDate: null, basis: null, field: result.field, reason: result.reason };
  }
}
