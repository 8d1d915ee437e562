import type { nonUnionMediaTypes } from "../media/media-catalogue.js";

/** What a use right or an element licence covers: a main media type, optionally narrowed to some of its subtypes. */
export interface MediaGrant {
  readonly type: string;
  /** Empty or absent: the whole main type, every subtype included. */
  readonly subtypes?: readonly string[];
}

/** Where the spot would air: a main media type and, optionally, one of its subtypes. */
export interface RequestedMedia {
  readonly type: string;
  /** Absent: the whole main type, so only a grant of the whole type (or all media) covers it. */
  readonly subtype?: string | null;
}

/** The catalogue's main type that covers every other one; typed against the catalogue so a rename breaks the build. */
export const ALL_MEDIA: (typeof nonUnionMediaTypes)[number] = "ALL MEDIA";

/** Media names are compared as the catalogue writes them: upper case, single spaces. */
export function normalizeMediaName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toUpperCase();
}

/**
 * Whether one grant covers the requested media. ALL MEDIA covers everything; a main type
 * covers itself and all its subtypes; a grant narrowed to subtypes covers only those
 * subtypes. Different main types never cover each other, even with similar names.
 */
export function isMediaCoveredBy(grant: MediaGrant, wanted: RequestedMedia): boolean {
  const grantType = normalizeMediaName(grant.type);
  if (grantType === ALL_MEDIA) return true;
  if (grantType !== normalizeMediaName(wanted.type)) return false;
  const grantSubtypes = (grant.subtypes ?? []).map(normalizeMediaName);
  if (grantSubtypes.length === 0) return true;
  const wantedSubtype = wanted.subtype === undefined || wanted.subtype === null ? "" : wanted.subtype;
  return wantedSubtype.trim() !== "" && grantSubtypes.includes(normalizeMediaName(wantedSubtype));
}

/** Whether any of the grants covers the requested media. */
export function isMediaCovered(grants: readonly MediaGrant[], wanted: RequestedMedia): boolean {
  return grants.some((grant) => isMediaCoveredBy(grant, wanted));
}

/** "TV / CABLE - NATIONAL", "DIGITAL" */
export function describeMedia(media: RequestedMedia): string {
  const type = normalizeMediaName(media.type);
  const subtype = media.subtype?.trim() ?? "";
  return subtype === "" ? type : `${type} / ${normalizeMediaName(subtype)}`;
}

/** "TV (CABLE - NATIONAL, CABLE - LOCAL)", "ALL MEDIA" */
export function describeMediaGrant(grant: MediaGrant): string {
  const subtypes = (grant.subtypes ?? []).map(normalizeMediaName);
  const type = normalizeMediaName(grant.type);
  return subtypes.length === 0 ? type : `${type} (${subtypes.join(", ")})`;
}
