import { z } from "zod";

/** The 15 element types (spec 001 section 3). */
export const elementTypes = [
  "ART",
  "AUDIO",
  "BRANDED ITEMS",
  "COMPANY INFO",
  "IMAGE",
  "LANDMARKS",
  "MUSIC",
  "TRADEMARKS",
  "VEHICLE",
  "VIDEO",
  "MISC/OTHERS",
  "PROPS/OTHERS",
  "FONTS",
  "BOOKS",
  "QUOTES",
] as const;
export const ElementTypeSchema = z.enum(elementTypes, { error: "Choose the element type." });
export type ElementType = z.infer<typeof ElementTypeSchema>;

/**
 * Extra properties an element may show (spec 001 section 3). `key` is the field name on the
 * element record; `label` is the spec's wording; `kind` says how the value is validated.
 */
export const elementProperties = [
  { key: "urlLink", label: "URL LINK", kind: "url" },
  { key: "frameInfo", label: "FRAME INFO", kind: "text" },
  { key: "numberOfClips", label: "NO OF CLIPS", kind: "count" },
  { key: "dateOfProduction", label: "DATE OF PRODUCTION", kind: "date" },
  { key: "countryOfProduction", label: "COUNTRY OF PRODUCTION", kind: "text" },
  { key: "numberOfImages", label: "NO OF IMAGES", kind: "count" },
  { key: "keylines", label: "KEYLINES", kind: "text" },
  { key: "make", label: "MAKE", kind: "text" },
  { key: "model", label: "MODEL", kind: "text" },
  { key: "year", label: "YEAR", kind: "year" },
  { key: "country", label: "COUNTRY", kind: "text" },
  { key: "state", label: "STATE", kind: "text" },
  { key: "city", label: "CITY", kind: "text" },
  { key: "notes", label: "NOTES", kind: "text" },
] as const;
export type ElementPropertyKey = (typeof elementProperties)[number]["key"];

interface ElementTypeEntry {
  /** Subtypes offered for the type. Only VEHICLE's come from the spec; the rest are ours. */
  readonly subtypes: readonly string[];
  /** Which extra properties the type shows. The spec does not say: this is our decision. */
  readonly properties: readonly ElementPropertyKey[];
}

const made = ["dateOfProduction", "countryOfProduction"] as const;

export const elementTypeCatalogue: Readonly<Record<ElementType, ElementTypeEntry>> = {
  ART: {
    subtypes: ["PAINTING", "ILLUSTRATION", "SCULPTURE", "MURAL", "PHOTOGRAPH", "OTHER"],
    properties: ["urlLink", "numberOfImages", ...made, "notes"],
  },
  AUDIO: {
    subtypes: ["SOUND EFFECT", "VOICE RECORDING", "AMBIENCE", "OTHER"],
    properties: ["urlLink", "numberOfClips", ...made, "notes"],
  },
  "BRANDED ITEMS": {
    subtypes: ["APPAREL", "PACKAGING", "SIGNAGE", "OTHER"],
    properties: ["urlLink", "numberOfImages", "notes"],
  },
  "COMPANY INFO": { subtypes: ["NAME", "LOGO", "OTHER"], properties: ["urlLink", "notes"] },
  IMAGE: {
    subtypes: ["PHOTOGRAPH", "STOCK IMAGE", "GRAPHIC", "OTHER"],
    properties: ["urlLink", "numberOfImages", "keylines", "notes"],
  },
  LANDMARKS: {
    subtypes: ["BUILDING", "MONUMENT", "PARK", "STREET", "OTHER"],
    properties: ["country", "state", "city", "notes"],
  },
  MUSIC: {
    subtypes: ["SONG", "SCORE", "JINGLE", "LIBRARY TRACK", "OTHER"],
    properties: ["urlLink", "numberOfClips", ...made, "notes"],
  },
  TRADEMARKS: {
    subtypes: ["LOGO", "WORDMARK", "SLOGAN", "OTHER"],
    properties: ["urlLink", "keylines", "notes"],
  },
  VEHICLE: {
    subtypes: [
      "AIRPLANE",
      "AUTO",
      "BICYCLE",
      "BOAT",
      "BUS",
      "HELICOPTER",
      "MOTORCYCLE",
      "TRAIN",
      "TRUCK",
      "OTHER",
    ],
    properties: ["make", "model", "year", "country", "notes"],
  },
  VIDEO: {
    subtypes: ["FOOTAGE", "STOCK FOOTAGE", "FILM CLIP", "TV CLIP", "OTHER"],
    properties: ["urlLink", "frameInfo", "numberOfClips", ...made, "notes"],
  },
  "MISC/OTHERS": { subtypes: ["OTHER"], properties: ["urlLink", "notes"] },
  "PROPS/OTHERS": {
    subtypes: ["PROP", "PRODUCT", "ARTWORK", "OTHER"],
    properties: ["make", "model", "year", "notes"],
  },
  FONTS: { subtypes: ["TYPEFACE", "OTHER"], properties: ["urlLink", "notes"] },
  BOOKS: { subtypes: ["BOOK", "MAGAZINE", "NEWSPAPER", "OTHER"], properties: ["urlLink", ...made, "notes"] },
  QUOTES: { subtypes: ["QUOTE", "LYRIC", "OTHER"], properties: ["urlLink", "notes"] },
};

/** Subtypes from the spec itself; every other list is a starter list and may grow. */
export const elementSubtypesFromSpec: readonly ElementType[] = ["VEHICLE"];

export function isElementSubtypeOf(type: ElementType, subtype: string): boolean {
  return elementTypeCatalogue[type].subtypes.includes(subtype);
}

export function elementTypeShowsProperty(type: ElementType, property: ElementPropertyKey): boolean {
  return elementTypeCatalogue[type].properties.includes(property);
}

/** Tabs every element shows, then the ones that depend on type (spec 001 section 2). */
const talentTabTypes: readonly ElementType[] = ["ART", "AUDIO", "IMAGE", "MUSIC", "VIDEO"];

export const elementTabs = [
  "Element Profile",
  "License Details",
  "Rights Acquired",
  "Talent",
  "Music",
] as const;
export type ElementTab = (typeof elementTabs)[number];

export function elementTabsFor(type: ElementType): readonly ElementTab[] {
  return elementTabs.filter(
    (tab) => (tab !== "Talent" || talentTabTypes.includes(type)) && (tab !== "Music" || type === "MUSIC"),
  );
}
