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
 * The media catalogue as a tree of main types and subtypes (spec 001 section 3). Main types are
 * disjoint: no two name the same media, so clearance never depends on which synonym was typed
 * (older names map onto these through `canonicalMedia`). The subtypes are the spec's examples
 * (network, cable national/local, wildspot markets, foreign regions, audio wildspot cities,
 * audio flex, corporate/educational categories). The tree is partial and may grow. Listed in
 * the order forms offer them, not by id.
 *
 * Retired ids, never reused: 2 BROADCAST, 3 VIDEO/TV and 4 BROADCAST/LINEAR (now 9 TV, formerly
 * TV COMMERCIAL), 5 AUDIO/RADIO (its name now lives on 10, formerly AUDIO/RADIO COMMERCIAL),
 * 11 AUDIO FLEX (now a subtype of 10), 15 INDUSTRIAL/OOH (now 7 OUT OF HOME).
 */
export const mediaCatalogue: readonly MediaMainType[] = [
  { id: 1, name: "ALL MEDIA", subtypes: [] },
  {
    id: 9,
    name: "TV",
    subtypes: subtypes(9, [
      "CABLE - NATIONAL",
      "CABLE - LOCAL",
      "WILDSPOT - ALL MARKETS EXCLUDING NY/LA",
      "WILDSPOT - NY",
      "WILDSPOT - LA",
      "WILDSPOT - CHICAGO",
      ...foreignRegions.map((region) => `FOREIGN - ${region}`),
      "NETWORK",
    ]),
  },
  {
    id: 10,
    name: "AUDIO/RADIO",
    subtypes: subtypes(10, [
      "WILDSPOT - NY",
      "WILDSPOT - CHICAGO",
      "WILDSPOT - LA",
      ...foreignRegions.map((region) => `FOREIGN - ${region}`),
      "AUDIO FLEX",
    ]),
  },
  { id: 6, name: "DIGITAL", subtypes: [] },
  { id: 13, name: "SOCIAL MEDIA", subtypes: [] },
  { id: 14, name: "STREAMING/OTT", subtypes: [] },
  { id: 7, name: "OUT OF HOME", subtypes: [] },
  { id: 8, name: "PRINT", subtypes: [] },
  { id: 12, name: "CORPORATE EDUCATIONAL", subtypes: subtypes(12, ["CATEGORY I", "CATEGORY II"]) },
];
export const mediaCatalogueComplete = false;

/** The catalogue's main type names, in catalogue order: what every media field offers. */
export const mediaTypeNames = mediaCatalogue.map((type) => type.name);

/** Media types of union contracts. */
export const unionMediaTypes = [
  "TV",
  "AUDIO/RADIO",
  "DIGITAL",
  "STREAMING/OTT",
  "CORPORATE EDUCATIONAL",
] as const;

/** Media types of non-union contracts. */
export const nonUnionMediaTypes = [
  "ALL MEDIA",
  "TV",
  "DIGITAL",
  "SOCIAL MEDIA",
  "STREAMING/OTT",
  "AUDIO/RADIO",
  "OUT OF HOME",
  "PRINT",
] as const;

export function findMediaType(id: number): MediaMainType | undefined {
  return mediaCatalogue.find((type) => type.id === id);
}

export function findMediaTypeByName(name: string): MediaMainType | undefined {
  const wanted = name.trim().replace(/\s+/g, " ").toUpperCase();
  return mediaCatalogue.find((type) => type.name === wanted);
}

/** Whether subtype `subtypeId` sits under main type `mainTypeId`. */
export function isMediaSubtypeOf(mainTypeId: number, subtypeId: number): boolean {
  return findMediaType(mainTypeId)?.subtypes.some((sub) => sub.id === subtypeId) ?? false;
}
