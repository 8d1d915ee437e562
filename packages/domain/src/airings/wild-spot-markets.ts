/**
 * Wild-spot markets and their unit weights for older (Traditional-track) SAG-AFTRA commercials.
 * Source: the SAG-AFTRA Twin Cities "SAGAFTRAnumbers" estimator (2013–2016), as quoted in the
 * shared airing-reports reference §6 — confidence M (one secondary source, weights may have
 * changed since). New York, Los Angeles and Chicago are the "majors", paid apart from units;
 * a market not listed counts one unit (the reference: "presumably"). The 2022 New Structure
 * replaced units with flat fees for newer spots; the counts still show where a spot ran.
 */
export const WILD_SPOT_WEIGHTS_SOURCE =
  "SAG-AFTRA Twin Cities estimator (2013–2016) market unit weights; confidence M — check against the current contract.";

export type MajorMarket = "NEW YORK" | "LOS ANGELES" | "CHICAGO";

interface MarketEntry {
  readonly name: string;
  readonly units: number;
  readonly names: readonly string[];
  /** Nielsen DMA codes (reference §5: 501 New York, 803 Los Angeles, 602 Chicago). */
  readonly dma?: string;
}

const majors: readonly (MarketEntry & { readonly major: MajorMarket })[] = [
  {
    name: "New York",
    units: 0,
    major: "NEW YORK",
    names: ["new york", "ny", "nyc", "new york city"],
    dma: "501",
  },
  { name: "Los Angeles", units: 0, major: "LOS ANGELES", names: ["los angeles", "la", "lax"], dma: "803" },
  { name: "Chicago", units: 0, major: "CHICAGO", names: ["chicago", "chi"], dma: "602" },
];

const weighted: readonly MarketEntry[] = [
  { name: "Philadelphia", units: 8, names: ["philadelphia"] },
  { name: "Dallas–Ft Worth", units: 7, names: ["dallas", "dallas ft worth", "dallas fort worth", "dfw"] },
  { name: "San Francisco", units: 7, names: ["san francisco", "san francisco oakland san jose", "sfo"] },
  { name: "Toronto", units: 7, names: ["toronto"] },
  { name: "Atlanta", units: 6, names: ["atlanta", "atl"] },
  { name: "Boston", units: 6, names: ["boston", "bos"] },
  { name: "Houston", units: 6, names: ["houston", "hou"] },
  { name: "Washington DC", units: 6, names: ["washington", "washington dc", "dc", "was"] },
  { name: "Detroit", units: 5, names: ["detroit"] },
  { name: "Phoenix", units: 5, names: ["phoenix"] },
  { name: "Seattle–Tacoma", units: 5, names: ["seattle", "seattle tacoma", "sea"] },
  { name: "Tampa–St Pete", units: 5, names: ["tampa", "tampa st pete", "tampa st petersburg"] },
  { name: "Montreal", units: 5, names: ["montreal"] },
  { name: "Minneapolis–St Paul", units: 4, names: ["minneapolis", "minneapolis st paul"] },
  { name: "Cleveland", units: 4, names: ["cleveland"] },
  { name: "Denver", units: 4, names: ["denver"] },
  { name: "Miami", units: 4, names: ["miami", "miami ft lauderdale"] },
  { name: "Orlando–Daytona", units: 4, names: ["orlando", "orlando daytona"] },
  { name: "Baltimore", units: 3, names: ["baltimore"] },
  { name: "Charlotte", units: 3, names: ["charlotte"] },
  { name: "Indianapolis", units: 3, names: ["indianapolis"] },
  { name: "Pittsburgh", units: 3, names: ["pittsburgh"] },
  { name: "Portland OR", units: 3, names: ["portland", "portland or"] },
  { name: "Puerto Rico", units: 3, names: ["puerto rico"] },
  { name: "Raleigh–Durham", units: 3, names: ["raleigh", "raleigh durham"] },
  { name: "Sacramento–Stockton", units: 3, names: ["sacramento", "sacramento stockton"] },
  { name: "San Diego", units: 3, names: ["san diego"] },
  { name: "St Louis", units: 3, names: ["st louis", "saint louis"] },
  { name: "Vancouver BC", units: 3, names: ["vancouver", "vancouver bc"] },
  ...[
    "Birmingham",
    "Cincinnati",
    "Columbus OH",
    "Grand Rapids",
    "Greenville–Spartanburg",
    "Harrisburg",
    "Hartford–New Haven",
    "Kansas City",
    "Las Vegas",
    "Milwaukee",
    "Nashville",
    "Norfolk",
    "Salt Lake City",
    "San Antonio",
    "West Palm Beach",
  ].map((name) => ({ name, units: 2, names: [marketKey(name)] })),
  { name: "Mexico City", units: 43, names: ["mexico", "mexico city"] },
];

/** A market name as compared: lower case, letters and digits in single spaces, state suffix dropped. */
export function marketKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[–—-]/g, " ")
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const entryByKey = new Map<string, MarketEntry & { readonly major?: MajorMarket }>();
for (const entry of [...majors, ...weighted]) {
  for (const name of entry.names) entryByKey.set(marketKey(name), entry);
  if (entry.dma !== undefined) entryByKey.set(entry.dma, entry);
}

export interface WildSpotMarket {
  /** The market as we name it, or as the file wrote it when not in the table. */
  readonly name: string;
  readonly major: MajorMarket | null;
  /** Units of a non-major market (1 when not in the table); 0 for a major. */
  readonly units: number;
  readonly listed: boolean;
}

/**
 * The market a post log names ("NEW YORK, NY", "Dallas-Ft. Worth", "501"): matched on the whole
 * name, then on the part before a comma (the state).
 */
export function wildSpotMarket(written: string): WildSpotMarket {
  const key = marketKey(written);
  const entry = entryByKey.get(key) ?? entryByKey.get(marketKey(written.split(",")[0] ?? ""));
  if (entry === undefined) return { name: written.trim(), major: null, units: 1, listed: false };
  return {
    name: entry.name,
    major: entry.major ?? null,
    units: entry.major === undefined ? entry.units : 0,
    listed: true,
  };
}

/** The media subtype a wild-spot airing in this market asks clearance for. */
export function wildSpotSubtype(market: WildSpotMarket): string {
  switch (market.major) {
    case "NEW YORK":
      return "WILDSPOT - NY";
    case "LOS ANGELES":
      return "WILDSPOT - LA";
    case "CHICAGO":
      return "WILDSPOT - CHICAGO";
    default:
      return "WILDSPOT - ALL MARKETS EXCLUDING NY/LA";
  }
}
