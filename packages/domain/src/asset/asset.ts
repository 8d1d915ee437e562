import { z } from "zod";
import { AssetKindSchema, AssetTypeSchema } from "./asset-catalogues.js";
import { RightsStatusSchema } from "../status/rights-status.js";
import { AdIdSchema } from "./ad-id.js";
import { IdSchema, hasUniqueIds, requiredDate, requiredText } from "../records/field-schemas.js";

/**
 * An asset (a commercial or other production). Required: Title, AdId, Expiry Date
 * (`expireMpuEndDate`) and Asset Type (`assetFile.fileType`) (spec 001 section 5).
 */
export const AssetSchema = z.object({
  id: IdSchema.optional(),
  kind: AssetKindSchema.default("ASSET"),
  title: requiredText("asset title"),
  adId: AdIdSchema,
  expireMpuEndDate: requiredDate("expiry date"),
  assetFile: z.object({ fileType: AssetTypeSchema }, { error: "Choose the asset type." }),
  castIds: z
    .array(IdSchema)
    .default([])
    .refine((ids) => hasUniqueIds(ids), "Each cast member can be listed once."),
  status: RightsStatusSchema.default("INCOMPLETE"),
});
export type Asset = z.infer<typeof AssetSchema>;
export type AssetInput = z.input<typeof AssetSchema>;
