interface MediaSubtype {
  readonly id: number;
  readonly name: string;
}

interface MediaMainType {
  /** Stable numeric id; subtypes use `id * 100 + n`. Never renumber, only append. */
  readonly id: number;
  readonly name: string;
  readonly subtypes: readonly MediaSubtype[];
}

const foreignRegions = ["UK", "EUROPE", "JAPAN", "ASIA/PACIFIC", "LATIN AMERICA", "CARIBBEAN", "OTHER"];

function subtypes(parentId: number, names: readonly string[]): MediaSubtype[] {
  return names.map((name, index) => ({ id: parentId * 100 + index + 1, name }));
}

/**
 * The media catalogue as a tree of main types and subtypes (spec 001 section 3). The main
 * types are the union of the three lists the spec gives; the subtypes are the spec's
 * examples (cable national/local, wildspot markets, foreign regions, audio wildspot
 * cities, corporate/educational categories). The tree is partial and may grow.
 */
export const mediaCatalogue: readonly MediaMainType[] = [
  { id: 1, name: "ALL MEDIA", subtypes: [] },
  { id: 2, name: "BROADCAST", subtypes: subtypes(2, ["NETWORK", "CABLE - NATIONAL", "CABLE - LOCAL"]) },
  { id: 3, name: "VIDEO/TV", subtypes: [] },
  { id: 4, name: "BROADCAST/LINEAR", subtypes: [] },
  { id: 5, name: "AUDIO/RADIO", subtypes: [] },
  { id: 6, name: "DIGITAL", subtypes: [] },
  { id: 7, name: "OUT OF HOME", subtypes: [] },
  { id: 8, name: "PRINT", subtypes: [] },
  {
    id: 9,
    name: "TV COMMERCIAL",
    subtypes: subtypes(9, [
      "CABLE - NATIONAL",
      "CABLE - LOCAL",
      "WILDSPOT - ALL MARKETS EXCLUDING NY/LA",
      "WILDSPOT - NY",
      "WILDSPOT - LA",
      "WILDSPOT - CHICAGO",
      ...foreignRegions.map((region) => `FOREIGN - ${region}`),
    ]),
  },
  {
    id: 10,
    name: "AUDIO/RADIO COMMERCIAL",
    subtypes: subtypes(10, [
      "WILDSPOT - NY",
      "WILDSPOT - CHICAGO",
      "WILDSPOT - LA",
      ...foreignRegions.map((region) => `FOREIGN - ${region}`),
    ]),
  },
  { id: 11, name: "AUDIO FLEX", subtypes: [] },
  { id: 12, name: "CORPORATE EDUCATIONAL", subtypes: subtypes(12, ["CATEGORY I", "CATEGORY II"]) },
  { id: 13, name: "SOCIAL MEDIA", subtypes: [] },
  { id: 14, name: "STREAMING/OTT", subtypes: [] },
  { id: 15, name: "INDUSTRIAL/OOH", subtypes: [] },
];
export const mediaCatalogueComplete = false;

/** Media types of union contracts. */
export const unionMediaTypes = [
  "TV COMMERCIAL",
  "AUDIO/RADIO COMMERCIAL",
  "AUDIO FLEX",
  "CORPORATE EDUCATIONAL",
] as const;

/** Media types of non-union contracts. */
export const nonUnionMediaTypes = [
  "ALL MEDIA",
  "BROADCAST/LINEAR",
  "DIGITAL",
  "SOCIAL MEDIA",
  "STREAMING/OTT",
  "AUDIO/RADIO",
  "INDUSTRIAL/OOH",
  "PRINT",
] as const;

export function findMediaType(id: number): MediaMainType | undefined {
  return mediaCatalogue.find((type) => type.id === id);
}

export function findMediaTypeByName(name: string): MediaMainType | undefined {
  const wanted = name.trim().toUpperCase();
  return mediaCatalogue.find((type) => type.name === wanted);
}

/** Whether subtype `subtypeId` sits under main type `mainTypeId`. */
export function isMediaSubtypeOf(mainTypeId: number, subtypeId: number): boolean {
  return findMediaType(mainTypeId)?.subtypes.some((sub) => sub.id === subtypeId) ?? false;
}
