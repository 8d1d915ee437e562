import { z } from "zod";

/** Asset catalogues (spec 001 section 3). */

export const assetKinds = ["ASSET", "ELEMENT"] as const;
export const AssetKindSchema = z.enum(assetKinds);
export type AssetKind = z.infer<typeof AssetKindSchema>;

/** Asset types; held on the asset as `assetFile.fileType`. */
export const assetTypes = ["print", "audio", "interactive", "video", "other"] as const;
export const AssetTypeSchema = z.enum(assetTypes, { error: "Choose the asset type." });
export type AssetType = z.infer<typeof AssetTypeSchema>;

/** Fields an asset list can be searched by. */
export const assetSearchFields = ["adId", "title", "castIds"] as const;

/**
 * Edit types, each with the reasons offered for it. The spec gives the reasons only as
 * examples and does not say which belongs to which type, so the grouping is ours and the
 * reason on an edit version stays free text.
 */
export const editTypeCatalogue = [
  { editType: "PAID EDITS", reasons: ["Change VO/music", "Different wardrobe or props", "Other"] },
  { editType: "PERMITTED CHANGES", reasons: ["Dealer and tag changes", "Supers", "Legal change", "Other"] },
  { editType: "ADDRESSABLE EDITS", reasons: ["Dealer and tag changes", "Advertiser library", "Other"] },
  { editType: "SHORTER VERSION", reasons: ["Cut-down", "Other"] },
  { editType: "LONGER VERSION", reasons: ["Extended version", "Other"] },
] as const;
export const editReasonsComplete = false;

export type EditTypeEntry = (typeof editTypeCatalogue)[number];
export const editTypes = editTypeCatalogue.map((entry) => entry.editType) as [
  EditTypeEntry["editType"],
  ...EditTypeEntry["editType"][],
];
export const EditTypeSchema = z.enum(editTypes, { error: "Choose the edit type." });
export type EditType = z.infer<typeof EditTypeSchema>;

export function editReasonsFor(editType: EditType): readonly string[] {
  return editTypeCatalogue.find((entry) => entry.editType === editType)?.reasons ?? [];
}

/** The label of an asset's original (unedited) version. */
export const BASE_VERSION_LABEL = "BASE";

export const shootTypes = ["Filming", "Recording", "MusicStudio", "Other", "Shoot"] as const;
export const ShootTypeSchema = z.enum(shootTypes, { error: "Choose the shoot type." });
export type ShootType = z.infer<typeof ShootTypeSchema>;

/** Default action types when asking for the next edit-version or location number. */
export const actionTypeDefaults = { editVersion: "Edit", locationNumber: "Filming" } as const;
