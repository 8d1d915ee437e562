import {
  UseRightSchema,
  cycleLengthLabels,
  type AssetUseRightAddRequest,
  type AssetUseRightRecord,
} from "@rightsdesk/domain";
import { z } from "zod";

/** The use-right form as typed: every control a string (or the sub types' list). */
export const UseRightFormFieldsSchema = z.object({
  useRightType: z.string(),
  mediaType: z.string(),
  mediaSubTypes: z.array(z.string()),
  startCycleDate: z.string(),
  cycleExpireDate: z.string(),
  cycleLength: z.string(),
  note: z.string(),
  /** The Cast item's id, or "" for the asset's own right. */
  castItemId: z.string(),
  /** On the asset's own right: it also covers every performer without union fixed cycles. */
  coversAllPerformers: z.boolean(),
});
export type UseRightFormValues = z.infer<typeof UseRightFormFieldsSchema>;
export const useRightFormFieldNames = [
  "useRightType",
  "mediaType",
  "mediaSubTypes",
  "startCycleDate",
  "cycleExpireDate",
  "cycleLength",
  "note",
  "castItemId",
  "coversAllPerformers",
] as const satisfies readonly (keyof UseRightFormValues)[];

const orUndefined = (value: string) => (value.trim() === "" ? undefined : value);

/** The request the form's values make: empty controls are left out. */
export function toUseRightRequest(values: UseRightFormValues): AssetUseRightAddRequest {
  const castItemId = Number(values.castItemId);
  return {
    useRight: {
      useRightType: values.useRightType,
      mediaType: orUndefined(values.mediaType),
      mediaSubTypes: values.mediaSubTypes,
      startCycleDate: orUndefined(values.startCycleDate),
      cycleExpireDate: orUndefined(values.cycleExpireDate),
      cycleLength: cycleLengthLabels.find((label) => label === values.cycleLength),
      note: values.note,
    },
    ...(values.castItemId !== "" && Number.isSafeInteger(castItemId)
      ? { castItemId }
      : { coversAllPerformers: values.coversAllPerformers }),
  };
}

/**
 * The form checked by the domain's own use-right rules (required fields and each usage type's
 * cycle rule), each message on the control it is about.
 */
export const UseRightFormSchema = UseRightFormFieldsSchema.transform((values, ctx) => {
  const request = toUseRightRequest(values);
  const checked = UseRightSchema.safeParse(request.useRight);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    return z.NEVER;
  }
  return request;
});

/** The form's values for a stored right (or a new one). */
export function useRightFormValues(right: AssetUseRightRecord | null): UseRightFormValues {
  const day = (value: string | null) => (value && !value.startsWith("0001") ? value : "");
  return {
    useRightType: right?.useRightType ?? "",
    mediaType: right?.mediaType ?? "",
    mediaSubTypes: right ? [...right.mediaSubTypes] : [],
    startCycleDate: day(right?.startCycleDate ?? null),
    cycleExpireDate: day(right?.cycleExpireDate ?? null),
    cycleLength: right?.cycleLength ?? "",
    note: right?.note ?? "",
    castItemId: right?.castItemId ? String(right.castItemId) : "",
    coversAllPerformers: right?.coversAllPerformers ?? false,
  };
}
