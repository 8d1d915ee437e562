import { createHash } from "node:crypto";
import { z } from "zod";
import { SchemaVersionSchema } from "./schema-version.js";

/** The archive's first entry: what it holds, checked whole before a restore writes anything. */
export const MANIFEST_NAME = "manifest.json";
/** Where the data folder's entries sit inside the archive. */
export const DATA_PREFIX = "data/";

const RelativePath = z
  .string()
  .min(1)
  .refine(
    (value) =>
      !value.startsWith("/") &&
      value.split("/").every((part) => part !== "" && part !== "." && part !== ".."),
    "must be a plain path inside the data folder",
  );

const EntrySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("directory"), path: RelativePath, mode: z.number().int() }),
  z.object({
    type: z.literal("file"),
    path: RelativePath,
    mode: z.number().int(),
    size: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
]);
export type ManifestEntry = z.infer<typeof EntrySchema>;

export const ManifestSchema = z.object({
  format: z.literal("rightsdesk-data-folder"),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  serverVersion: z.string(),
  schema: SchemaVersionSchema,
  /**
   * The field encryption key the database's sensitive values need, by fingerprint only: the key
   * file in the archive's data folder, or RIGHTSDESK_ENCRYPTION_KEY (then not in the archive).
   */
  encryptionKey: z
    .object({ fingerprint: z.string(), source: z.enum(["data-folder", "environment"]) })
    .nullable(),
  /** Where uploaded files were kept: in the archive's `blobs/`, or in a bucket copied apart. */
  uploadedFiles: z.discriminatedUnion("store", [
    z.object({ store: z.literal("data-folder") }),
    z.object({ store: z.literal("s3"), bucket: z.string() }),
  ]),
  entries: z.array(EntrySchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** Names a key without revealing it: a hash of 32 random bytes gives nothing of them away. */
export function keyFingerprint(key: Buffer): string {
  return createHash("sha256")
    .update("rightsdesk field encryption key\0")
    .update(key)
    .digest("hex")
    .slice(0, 16);
}
