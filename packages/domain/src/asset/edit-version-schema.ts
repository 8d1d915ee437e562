import { z } from "zod";
import { BASE_VERSION_LABEL, EditTypeSchema, actionTypeDefaults } from "./asset-catalogues.js";
import { AdIdSchema } from "./ad-id.js";
import { IdSchema, optionalText, referenceId, requiredText } from "../records/field-schemas.js";

/**
 * A version of an asset. The BASE version is the original and has no edit type; every
 * other version names its edit type. The reason is free text: the spec's reasons are
 * examples only (see `editReasonsFor`).
 */
export const EditVersionSchema = z
  .object({
    id: IdSchema.optional(),
    baseAssetId: referenceId("base asset"),
    versionLabel: requiredText("version label", 50).default(BASE_VERSION_LABEL),
    editType: EditTypeSchema.optional(),
    reason: optionalText("edit reason", 500),
    actionType: requiredText("action type", 50).default(actionTypeDefaults.editVersion),
    adId: AdIdSchema.optional(),
    title: optionalText("version title"),
  })
  .superRefine((version, ctx) => {
    const isBase = version.versionLabel.toUpperCase() === BASE_VERSION_LABEL;
    if (isBase && version.editType !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: "The BASE version is the original; leave Edit type empty.",
        path: ["editType"],
      });
    }
    if (!isBase && version.editType === undefined) {
      ctx.addIssue({ code: "custom", message: "Choose the edit type.", path: ["editType"] });
    }
  });
export type EditVersion = z.infer<typeof EditVersionSchema>;
