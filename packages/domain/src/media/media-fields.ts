import type { z } from "zod";
import { canonicalMedia, findCanonicalMediaType, unknownMediaMessage } from "./canonical-media.js";

/** Where a media type and its subtypes sit in the object a schema checks. */
interface MediaPaths {
  readonly type: readonly PropertyKey[];
  readonly subtypes: readonly PropertyKey[];
}

/**
 * Refuses a media type or subtype the catalogue does not have, even through a synonym, naming
 * the field and listing what may be chosen. A blank type is left to the field's own rule.
 */
export function checkCatalogueMedia(
  ctx: z.RefinementCtx,
  media: { readonly type: string | undefined; readonly subtypes: readonly string[] },
  paths: MediaPaths,
): void {
  const type = media.type?.trim() ?? "";
  // A blank subtype is refused by the field's own rule.
  const subtypes = media.subtypes.filter((name) => name.trim() !== "");
  if (type === "") {
    if (subtypes.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: [...paths.subtypes],
        message: "Choose the media type of these sub types.",
      });
    }
    return;
  }
  const result = canonicalMedia(type, subtypes);
  if (result.status === "mapped") return;
  ctx.addIssue({
    code: "custom",
    path: [...(result.canonicalType === null ? paths.type : paths.subtypes)],
    message: unknownMediaMessage(result),
  });
}

/**
 * The media as the catalogue writes them, for a value `checkCatalogueMedia` accepted; a blank
 * type stays blank.
 */
export function toCatalogueMedia(
  type: string,
  subtypes: readonly string[],
): { type: string; subtypes: string[] } {
  const result = canonicalMedia(type, subtypes);
  return result.status === "mapped"
    ? { type: result.type, subtypes: [...result.subtypes] }
    : { type, subtypes: [...subtypes] };
}

/** The catalogue's main type for a name or synonym (ignoring any subtype it implies); undefined when unknown. */
export function catalogueMediaTypeOf(name: string): string | undefined {
  return findCanonicalMediaType(name)?.type;
}
