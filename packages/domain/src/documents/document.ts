import { z } from "zod";
import { SIZE_LIMIT_BYTES } from "../shared/business-constants.js";
import { DocumentCategorySchema, ImageOrientationSchema } from "./document-catalogues.js";
import { IdSchema, optionalDate, optionalText, requiredText } from "../records/field-schemas.js";
import { RecordRefSchema } from "../records/record-ref.js";

const sizeMessage = "The file size must be a whole number of bytes.";

/** A stored document attached to a record. Files may be at most 1 GiB. */
export const DocumentSchema = z.object({
  id: IdSchema.optional(),
  owner: RecordRefSchema,
  name: requiredText("document name"),
  category: DocumentCategorySchema,
  fileName: requiredText("file name", 255),
  contentType: optionalText("content type", 100),
  sizeBytes: z
    .number({ error: sizeMessage })
    .int(sizeMessage)
    .nonnegative(sizeMessage)
    .max(SIZE_LIMIT_BYTES, "The file is larger than 1 GiB; upload a smaller file."),
  /** EXIF orientation of an image, when known. */
  orientation: ImageOrientationSchema.optional(),
  uploadedOn: optionalDate("upload date"),
});
/** Named `DocumentRecord`, not `Document`, so it never shadows the DOM type in the web app. */
export type DocumentRecord = z.infer<typeof DocumentSchema>;
export type DocumentRecordInput = z.input<typeof DocumentSchema>;
