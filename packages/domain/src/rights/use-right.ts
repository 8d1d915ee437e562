import { z } from "zod";
import { CycleLengthLabelSchema } from "./cycle-length-catalogue.js";
import { checkCatalogueMedia, toCatalogueMedia } from "../media/media-fields.js";
import { cycleRequirementOf } from "./use-right-expiry.js";
import {
  IdSchema,
  isDateRangeReversed,
  isNoDate,
  optionalDate,
  optionalText,
  referenceId,
  requiredText,
} from "../records/field-schemas.js";

export const CYCLE_END_BEFORE_START_MESSAGE = "Cycle end date must be on or after the cycle start date.";

function need(ctx: z.RefinementCtx, path: string, message: string): void {
  ctx.addIssue({ code: "custom", message, path: [path] });
}

/**
 * A use right with its cycle. Required: Use Right Type, Cycle Start Date, Cycle End Date,
 * Cycle Length and Notes (spec 001 section 5). The usage type's cycle rule (rights module,
 * `cycleRequirementOf`) relaxes this: REINSTATEMENT may leave the cycle length, and with it
 * the end date, empty; AUDITION has no cycle, so it takes no cycle length and needs no dates.
 * The media must be the catalogue's; a synonym ("TV COMMERCIAL") is accepted and comes out as
 * the catalogue's name ("TV").
 */
export const UseRightSchema = z
  .object({
    id: IdSchema.optional(),
    assetId: referenceId("asset").optional(),
    contractId: referenceId("contract").optional(),
    elementId: referenceId("element").optional(),
    useRightType: requiredText("use right type", 100),
    mediaType: optionalText("media type", 100),
    /** Some usage types allow several subtypes at once. */
    mediaSubTypes: z.array(z.string().trim().min(1, "Enter the media sub type.")).default([]),
    startCycleDate: optionalDate("cycle start date"),
    cycleExpireDate: optionalDate("cycle end date"),
    cycleLength: CycleLengthLabelSchema.optional(),
    note: requiredText("notes", 2000),
  })
  .superRefine((right, ctx) => {
    checkCatalogueMedia(
      ctx,
      { type: right.mediaType, subtypes: right.mediaSubTypes },
      { type: ["mediaType"], subtypes: ["mediaSubTypes"] },
    );
    const requirement = cycleRequirementOf(right.useRightType);
    if (requirement === "none" && right.cycleLength !== undefined) {
      const type = right.useRightType.toUpperCase();
      need(ctx, "cycleLength", `A ${type} use right has no cycle length; leave Cycle Length empty.`);
    }
    if (requirement !== "none" && isNoDate(right.startCycleDate))
      need(ctx, "startCycleDate", "Enter the cycle start date.");
    const lengthNeeded =
      requirement === "required" || (requirement === "optional" && right.cycleLength !== undefined);
    if (requirement === "required" && right.cycleLength === undefined)
      need(ctx, "cycleLength", "Choose the cycle length.");
    if (lengthNeeded && isNoDate(right.cycleExpireDate))
      need(ctx, "cycleExpireDate", "Enter the cycle end date.");
    if (isDateRangeReversed(right.startCycleDate, right.cycleExpireDate)) {
      need(ctx, "cycleExpireDate", CYCLE_END_BEFORE_START_MESSAGE);
    }
  })
  .transform((right) => {
    if (right.mediaType === undefined || right.mediaType === "") return right;
    const media = toCatalogueMedia(right.mediaType, right.mediaSubTypes);
    return { ...right, mediaType: media.type, mediaSubTypes: media.subtypes };
  });
export type UseRight = z.infer<typeof UseRightSchema>;
export type UseRightInput = z.input<typeof UseRightSchema>;
