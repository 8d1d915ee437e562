import { z } from "zod";

/** Document and file catalogues (spec 001 section 3). */

export const documentCategories = ["CONTRACTS", "MATERIALS", "REQUESTS", "OTHER"] as const;
export const DocumentCategorySchema = z.enum(documentCategories, { error: "Choose the document category." });
export type DocumentCategory = z.infer<typeof DocumentCategorySchema>;

export const fileIcons = ["pdf", "png", "css", "doc", "docx", "csv", "xml", "xlsx"] as const;
export type FileIcon = (typeof fileIcons)[number] | "default";
export const DEFAULT_FILE_ICON = "default";

/** The icon for a file name: its extension when it has an icon, otherwise the default. */
export function fileIconFor(fileName: string): FileIcon {
  const dot = fileName.lastIndexOf(".");
  const extension = dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
  return fileIcons.find((icon) => icon === extension) ?? DEFAULT_FILE_ICON;
}

/**
 * Image orientation codes 1 to 8. The spec gives only the range; the meanings are the
 * EXIF Orientation tag's, which is where such codes come from.
 */
export const imageOrientations = [
  { code: 1, meaning: "normal" },
  { code: 2, meaning: "mirrored horizontally" },
  { code: 3, meaning: "rotated 180°" },
  { code: 4, meaning: "mirrored vertically" },
  { code: 5, meaning: "mirrored horizontally, rotated 270° clockwise" },
  { code: 6, meaning: "rotated 90° clockwise" },
  { code: 7, meaning: "mirrored horizontally, rotated 90° clockwise" },
  { code: 8, meaning: "rotated 270° clockwise" },
] as const;
export const ImageOrientationSchema = z
  .number({ error: "Image orientation must be a whole number from 1 to 8." })
  .int("Image orientation must be a whole number from 1 to 8.")
  .min(1, "Image orientation must be a whole number from 1 to 8.")
  .max(8, "Image orientation must be a whole number from 1 to 8.");
export type ImageOrientation = z.infer<typeof ImageOrientationSchema>;

/** States of processing jobs (uploads, exports). Transitions are not in the spec. */
export const jobStates = ["Completed", "Queued", "In progress", "Failed"] as const;
export const JobStateSchema = z.enum(jobStates);
export type JobState = z.infer<typeof JobStateSchema>;
