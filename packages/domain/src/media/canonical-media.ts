import { normalizeMediaName } from "../rights/media-coverage.js";
import { findMediaTypeByName, mediaTypeNames } from "./media-catalogue.js";

/** Where a name that is not in the catalogue now lives: a main type, and a subtype when it named one. */
export interface MediaSynonym {
  readonly type: string;
  readonly subtype?: string;
}

/**
 * Names that were main types, or that people type, for media the catalogue now names once.
 * Keys are written as `normalizeMediaName` gives them. A name that was narrower than its new
 * main type keeps that narrowing as a subtype (NETWORK, AUDIO FLEX), so what it covered does
 * not grow. The migration `0010_one_media_catalogue.sql` holds the same table; a server test
 * checks they agree.
 */
export const mediaSynonyms: Readonly<Record<string, MediaSynonym>> = {
  "TV COMMERCIAL": { type: "TV" },
  BROADCAST: { type: "TV" },
  "VIDEO/TV": { type: "TV" },
  "BROADCAST/LINEAR": { type: "TV" },
  NETWORK: { type: "TV", subtype: "NETWORK" },
  "AUDIO/RADIO COMMERCIAL": { type: "AUDIO/RADIO" },
  RADIO: { type: "AUDIO/RADIO" },
  AUDIO: { type: "AUDIO/RADIO" },
  "AUDIO FLEX": { type: "AUDIO/RADIO", subtype: "AUDIO FLEX" },
  "INDUSTRIAL/OOH": { type: "OUT OF HOME" },
  OOH: { type: "OUT OF HOME" },
  INTERNET: { type: "DIGITAL" },
  ONLINE: { type: "DIGITAL" },
  WEB: { type: "DIGITAL" },
  STREAMING: { type: "STREAMING/OTT" },
  OTT: { type: "STREAMING/OTT" },
  SOCIAL: { type: "SOCIAL MEDIA" },
};

/**
 * A media type and subtypes written as the catalogue writes them, or why that is not possible:
 * `canonicalType` is null when the type itself is unknown, else `unknownSubtypes` lists the
 * subtypes its catalogue type does not have.
 */
export type CanonicalMedia =
  | { readonly status: "mapped"; readonly type: string; readonly subtypes: readonly string[] }
  | {
      readonly status: "unknown";
      readonly type: string;
      readonly subtypes: readonly string[];
      readonly canonicalType: string | null;
      readonly unknownSubtypes: readonly string[];
    };

function synonymOf(name: string): MediaSynonym | undefined {
  return Object.hasOwn(mediaSynonyms, name) ? mediaSynonyms[name] : undefined;
}

/** The catalogue's main type for a name (itself or a synonym), ignoring case and spacing; the subtype it implies, if any. */
export function findCanonicalMediaType(name: string): MediaSynonym | undefined {
  const normalized = normalizeMediaName(name);
  return findMediaTypeByName(normalized) ? { type: normalized } : synonymOf(normalized);
}

/**
 * Maps a media type and its subtypes onto the catalogue: catalogue names stay, synonyms become
 * their catalogue type (and implied subtype, listed first), case and spacing are ignored and
 * repeated subtypes kept once. `canonicalMedia("broadcast", ["Network"])` is TV with NETWORK.
 */
export function canonicalMedia(type: string, subtypes: readonly string[] = []): CanonicalMedia {
  const found = findCanonicalMediaType(type);
  const catalogueType = found ? findMediaTypeByName(found.type) : undefined;
  if (!found || !catalogueType) {
    return { status: "unknown", type, subtypes, canonicalType: null, unknownSubtypes: [] };
  }
  const named = [...(found.subtype ? [found.subtype] : []), ...subtypes.map(normalizeMediaName)];
  const unique = [...new Set(named)];
  const known = new Set(catalogueType.subtypes.map((sub) => sub.name));
  const unknownSubtypes = subtypes.filter((name) => !known.has(normalizeMediaName(name)));
  if (unknownSubtypes.length > 0) {
    return { status: "unknown", type, subtypes, canonicalType: catalogueType.name, unknownSubtypes };
  }
  return { status: "mapped", type: catalogueType.name, subtypes: unique };
}

/** Whether a stored type and subtypes are written exactly as the catalogue writes them. */
export function isCatalogueMedia(type: string, subtypes: readonly string[] = []): boolean {
  const catalogueType = mediaTypeNames.includes(type) ? findMediaTypeByName(type) : undefined;
  if (!catalogueType) return false;
  return (
    new Set(subtypes).size === subtypes.length &&
    subtypes.every((name) => catalogueType.subtypes.some((sub) => sub.name === name))
  );
}

/** "Choose the media type from the catalogue: ALL MEDIA, TV, …" or, for a subtype, the type's own subtypes. */
export function unknownMediaMessage(result: Extract<CanonicalMedia, { status: "unknown" }>): string {
  if (result.canonicalType === null) {
    return `"${result.type.trim()}" is not in the media catalogue. Choose the media type from: ${mediaTypeNames.join(", ")}.`;
  }
  const names = findMediaTypeByName(result.canonicalType)?.subtypes.map((sub) => sub.name) ?? [];
  const which = result.unknownSubtypes.map((name) => `"${name.trim()}"`).join(", ");
  return names.length === 0
    ? `${result.canonicalType} has no sub types; remove ${which}.`
    : `${which} ${result.unknownSubtypes.length === 1 ? "is not a sub type" : "are not sub types"} of ${result.canonicalType}. Choose from: ${names.join(", ")}.`;
}
