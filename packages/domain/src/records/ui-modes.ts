import { z } from "zod";

/** Entity-type keys of the create and edit flows (spec 001 section 2). */
export const entityTypeKeys = [
  "company",
  "asset",
  "people",
  "element",
  "contract",
  "completion-report",
  "quick-contract",
  "bulk-contract",
  "msa-contract",
  "user",
  "existing-contract",
] as const;
export const EntityTypeKeySchema = z.enum(entityTypeKeys, { error: "Choose what to create." });
export type EntityTypeKey = z.infer<typeof EntityTypeKeySchema>;

export const viewModes = ["list", "calendar"] as const;
export const ViewModeSchema = z.enum(viewModes);
export type ViewMode = z.infer<typeof ViewModeSchema>;

export const editModes = ["edit", "version"] as const;
export const EditModeSchema = z.enum(editModes);
export type EditMode = z.infer<typeof EditModeSchema>;

export const filterScopes = ["all", "final"] as const;
export const FilterScopeSchema = z.enum(filterScopes);
export type FilterScope = z.infer<typeof FilterScopeSchema>;
