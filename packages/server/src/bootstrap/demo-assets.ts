import type { CycleLengthLabel } from "@rightsdesk/domain";

/** A day relative to the seed: `days` after it (negative: before). */
export interface SeedDay {
  readonly daysFromSeed: number;
}

/** A use right of a demo spot; its end is the domain's expiry for the start and length. */
export interface DemoUseRight {
  useRightType: string;
  mediaType: string;
  start: SeedDay;
  cycleLength: CycleLengthLabel;
  note: string;
  /** The cast member (by demo person full name) it belongs to; absent: the spot's own right. */
  cast?: string;
}

export interface DemoCast {
  /** Full name of a demo TALENT person. */
  person: string;
  performerCategory: "PRINCIPAL" | "VOICE OVER";
  union: "SAG AFTRA";
  performanceType: "ON_CAMERA" | "OFF_CAMERA";
  role: string;
  /** A fixed day: the union contract the session falls under (2022 or 2025). */
  sessionDate: string;
}

export interface DemoLicence {
  label: string;
  rightsKind?: "MASTER" | "PUBLISHING" | "SYNCHRONIZATION";
  start: SeedDay;
  /** Absent: in perpetuity. */
  end?: SeedDay;
  media: string[];
  territory?: string;
  feeCents?: number;
}

export interface DemoElement {
  key: string;
  profile: Record<string, unknown>;
  licences: DemoLicence[];
}

export interface DemoSpot {
  key: string;
  adId: string;
  title: string;
  mpuEnd: SeedDay;
  cast: DemoCast[];
  useRights: DemoUseRight[];
  elements: string[];
  /** Edit versions under this spot, each with its own Ad-ID and rights. */
  edits?: Omit<DemoSpot, "key" | "edits" | "cast" | "elements">[];
}

const day = (daysFromSeed: number): SeedDay => ({ daysFromSeed });

/**
 * The demo elements: licensed music whose sync licence ends before the talent's cycle on the spot
 * that uses it (so the music is what ends that spot first), a royalty-free stock image licensed for
 * ten years, and archive footage whose licence has already ended.
 */
export const demoElements: DemoElement[] = [
  {
    key: "goldenFields",
    profile: {
      title: "Golden Fields",
      elementType: "MUSIC",
      subType: "SONG",
      musicOrigin: "LICENSED",
      licenceType: "RIGHTS MANAGED",
      licensorName: "Meadowlark Music Publishing",
    },
    licences: [
      {
        label: "Synchronization licence",
        rightsKind: "SYNCHRONIZATION",
        start: day(-60),
        end: day(40),
        media: ["TV", "INTERNET"],
        territory: "United States",
        feeCents: 1_500_000,
      },
      {
        label: "Master use licence",
        rightsKind: "MASTER",
        start: day(-60),
        end: day(305),
        media: ["TV", "INTERNET"],
        territory: "United States",
        feeCents: 1_000_000,
      },
    ],
  },
  {
    key: "sunlitKitchen",
    profile: {
      title: "Sunlit kitchen, morning",
      elementType: "IMAGE",
      subType: "STOCK IMAGE",
      licenceType: "ROYALTY FREE",
      licensorName: "Brightframe Stock",
    },
    licences: [
      {
        label: "Royalty-free licence",
        start: day(-200),
        end: day(3450),
        media: ["TV", "INTERNET", "PRINT"],
        feeCents: 49_900,
      },
    ],
  },
  {
    key: "cityReel",
    profile: {
      title: "City at dusk (archive reel)",
      elementType: "VIDEO",
      subType: "STOCK FOOTAGE",
      licenceType: "RIGHTS MANAGED",
      licensorName: "Harbor Archive Films",
    },
    licences: [
      {
        label: "Footage licence",
        start: day(-400),
        end: day(-35),
        media: ["TV"],
        territory: "North America",
        feeCents: 250_000,
      },
    ],
  },
];

/**
 * The demo spots: cast under the 2022 contract (session 2022-06-15) and the 2025 one (2025-05-20),
 * rights in force, ending within 30 days and ended, an edit version, and the elements above.
 */
export const demoSpots: DemoSpot[] = [
  {
    key: "harvest",
    adId: "RDHC2201000",
    title: "Harvest Crunch :30",
    mpuEnd: day(420),
    cast: [
      {
        person: "Rosa Quintero",
        performerCategory: "PRINCIPAL",
        union: "SAG AFTRA",
        performanceType: "ON_CAMERA",
        role: "Baker",
        sessionDate: "2022-06-15",
      },
    ],
    useRights: [
      {
        useRightType: "Network",
        mediaType: "TV",
        start: day(-20),
        cycleLength: "13 weeks",
        note: "National network, current cycle",
        cast: "Rosa Quintero",
      },
      {
        useRightType: "Internet",
        mediaType: "INTERNET",
        start: day(-20),
        cycleLength: "1 year",
        note: "Brand site and social",
      },
    ],
    elements: ["goldenFields"],
    edits: [
      {
        adId: "RDHC2201001",
        title: "Harvest Crunch :15 cutdown",
        mpuEnd: day(420),
        useRights: [
          {
            useRightType: "Cable",
            mediaType: "TV",
            start: day(-70),
            cycleLength: "13 weeks",
            note: "Cable cutdown, ends within the month",
          },
        ],
      },
    ],
  },
  {
    key: "breeze",
    adId: "RDSB2505000",
    title: "Summer Breeze :30",
    mpuEnd: day(600),
    cast: [
      {
        person: "Jonah Whitaker",
        performerCategory: "PRINCIPAL",
        union: "SAG AFTRA",
        performanceType: "ON_CAMERA",
        role: "Surfer",
        sessionDate: "2025-05-20",
      },
      {
        person: "Keiko Lindqvist",
        performerCategory: "VOICE OVER",
        union: "SAG AFTRA",
        performanceType: "OFF_CAMERA",
        role: "Announcer",
        sessionDate: "2025-05-20",
      },
    ],
    useRights: [
      {
        useRightType: "Network",
        mediaType: "TV",
        start: day(-45),
        cycleLength: "13 weeks",
        note: "Network, first cycle",
        cast: "Jonah Whitaker",
      },
      {
        useRightType: "Network",
        mediaType: "TV",
        start: day(-80),
        cycleLength: "13 weeks",
        note: "Voice-over, first cycle: ends within the month",
        cast: "Keiko Lindqvist",
      },
    ],
    elements: ["sunlitKitchen"],
  },
  {
    key: "winter",
    adId: "RDWG2410000",
    title: "Winter Glow :60",
    mpuEnd: day(200),
    cast: [
      {
        person: "Walter Greene",
        performerCategory: "PRINCIPAL",
        union: "SAG AFTRA",
        performanceType: "ON_CAMERA",
        role: "Grandfather",
        sessionDate: "2022-06-15",
      },
    ],
    useRights: [
      {
        useRightType: "Cable",
        mediaType: "TV",
        start: day(-120),
        cycleLength: "13 weeks",
        note: "Holiday cable: the cycle has ended",
        cast: "Walter Greene",
      },
    ],
    elements: ["cityReel", "sunlitKitchen"],
  },
];
