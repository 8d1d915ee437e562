import type { CycleLengthLabel } from "@rightsdesk/domain";

/** A day relative to the seed: `days` after it (negative: before). */
export interface SeedDay {
  readonly daysFromSeed: number;
}

/**
 * A use right of a demo spot. A cast member's right under union fixed cycles names its cycle: its
 * dates are the rule's (the cycle's first day, and the end the length gives). Any other right
 * starts on a day relative to the seed. The end is always the domain's expiry.
 */
export interface DemoUseRight {
  useRightType: string;
  mediaType: string;
  start: SeedDay | { fixedCycle: number };
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
  /** The session: a fixed day (its contract edition never changes) or a day relative to the seed. */
  session: string | SeedDay;
  /** Holding fees paid for fixed cycles up to and including this one (the session fee pays cycle 1). */
  holdingFeesPaidThroughCycle?: number;
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
  /** The spot's length in seconds, as its title says (:30, :60, :15). */
  lengthSeconds: number;
  /** The first airing, when recorded: it moves the MPU start (the MPU end is always the rule's). */
  firstAir?: SeedDay;
  cast: DemoCast[];
  useRights: DemoUseRight[];
  elements: string[];
  /** Edit versions under this spot, each with its own Ad-ID and rights (no cast of their own: the base's MPU). */
  edits?: Omit<DemoSpot, "key" | "edits" | "cast" | "elements" | "firstAir">[];
}

const day = (daysFromSeed: number): SeedDay => ({ daysFromSeed });

/** Golden Fields' licences start on the same day, for the same media and territory. */
const goldenFieldsLicence = (
  label: string,
  rightsKind: DemoLicence["rightsKind"],
  endDaysFromSeed: number,
  feeCents: number,
): DemoLicence => ({
  label,
  rightsKind,
  start: day(-60),
  end: day(endDaysFromSeed),
  media: ["TV", "DIGITAL"],
  territory: "United States",
  feeCents,
});

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
      goldenFieldsLicence("Synchronization licence", "SYNCHRONIZATION", 40, 1_500_000),
      goldenFieldsLicence("Master use licence", "MASTER", 305, 1_000_000),
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
        media: ["TV", "DIGITAL", "PRINT"],
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
 * The demo spots. Every date the rules decide is left to them: each performer's fixed 13-week cycles
 * count from the session, their rights are cycles of that sequence, holding fees are paid through a
 * cycle, and each MPU is computeMpu's from the sessions and the first airing.
 * - Harvest Crunch: a principal paid through cycle 3 (session 200 days before the seed), a
 *   brand-site right of the spot's own, first aired 130 days before the seed; a cable cutdown edit
 *   whose own right ends within the month.
 * - Summer Breeze: two performers on one session 555 days before the seed (the 2025 contract);
 *   Jonah Whitaker is paid through cycle 7, Keiko Lindqvist only through cycle 6, so airing her voice
 *   in cycle 7 waits on her overdue holding fee ("cleared if paid", naming her).
 * - Winter Glow: a 2022-contract session (a fixed day), its MPU long ended, with an expired archive reel.
 */
export const demoSpots: DemoSpot[] = [
  {
    key: "harvest",
    adId: "RDHC2201000",
    title: "Harvest Crunch :30",
    lengthSeconds: 30,
    firstAir: day(-130),
    cast: [
      {
        person: "Rosa Quintero",
        performerCategory: "PRINCIPAL",
        union: "SAG AFTRA",
        performanceType: "ON_CAMERA",
        role: "Baker",
        session: day(-200),
        holdingFeesPaidThroughCycle: 3,
      },
    ],
    useRights: [
      {
        useRightType: "Network",
        mediaType: "TV",
        start: { fixedCycle: 1 },
        cycleLength: "13 weeks",
        note: "National network from the session; holding fees keep it",
        cast: "Rosa Quintero",
      },
      {
        useRightType: "Internet",
        mediaType: "DIGITAL",
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
        lengthSeconds: 15,
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
    lengthSeconds: 30,
    cast: [
      {
        person: "Jonah Whitaker",
        performerCategory: "PRINCIPAL",
        union: "SAG AFTRA",
        performanceType: "ON_CAMERA",
        role: "Surfer",
        session: day(-555),
        holdingFeesPaidThroughCycle: 7,
      },
      {
        person: "Keiko Lindqvist",
        performerCategory: "VOICE OVER",
        union: "SAG AFTRA",
        performanceType: "OFF_CAMERA",
        role: "Announcer",
        session: day(-555),
        holdingFeesPaidThroughCycle: 6,
      },
    ],
    useRights: [
      {
        useRightType: "Network",
        mediaType: "TV",
        start: { fixedCycle: 1 },
        cycleLength: "13 weeks",
        note: "Network from the session; holding fees keep it",
        cast: "Jonah Whitaker",
      },
      {
        useRightType: "Network",
        mediaType: "TV",
        start: { fixedCycle: 1 },
        cycleLength: "13 weeks",
        note: "Voice-over, network from the session; holding fees keep it",
        cast: "Keiko Lindqvist",
      },
    ],
    elements: ["sunlitKitchen"],
  },
  {
    key: "winter",
    adId: "RDWG2410000",
    title: "Winter Glow :60",
    lengthSeconds: 60,
    cast: [
      {
        person: "Walter Greene",
        performerCategory: "PRINCIPAL",
        union: "SAG AFTRA",
        performanceType: "ON_CAMERA",
        role: "Grandfather",
        session: "2024-09-17",
        // Paid through cycle 9, the last to start before the MPU ended: nothing is owed.
        holdingFeesPaidThroughCycle: 9,
      },
    ],
    useRights: [
      {
        useRightType: "Cable",
        mediaType: "TV",
        start: { fixedCycle: 1 },
        cycleLength: "13 weeks",
        note: "Holiday cable from the session",
        cast: "Walter Greene",
      },
    ],
    elements: ["cityReel", "sunlitKitchen"],
  },
];
