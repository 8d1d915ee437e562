import type { z } from "zod";
import { FeeScheduleSchema, type FeeCategory, type FeeSchedule } from "./fee-schedule.js";
import { feeSources as src } from "./fee-sources.js";

type RateInput = z.input<typeof FeeScheduleSchema>["rates"][number];
type Unconfirmed = "D" | "H" | "NF" | "?";

function verified(category: FeeCategory, amountCents: number, sourceUrl: string, note?: string): RateInput {
  return note === undefined
    ? { category, confidence: "V", amountCents, sourceUrl }
    : { category, confidence: "V", amountCents, sourceUrl, note };
}

/** A figure we do not ship: no amount, only the mark and why. Approximations stay in the reference file, never here. */
function unconfirmed(
  category: FeeCategory,
  confidence: Unconfirmed,
  note: string,
  sourceUrl: string | null = null,
): RateInput {
  return { category, confidence, amountCents: null, sourceUrl, note };
}

const NOT_FOUND = "Not found in the stored sources; needs the official SAG-AFTRA rate sheet.";

const notFoundRows = (categories: readonly FeeCategory[]): RateInput[] =>
  categories.map((category) => unconfirmed(category, "NF", NOT_FOUND));

/** Rows with no confirmed figure in any 2025 year. */
const unpublished2025 = (yearNote: string): RateInput[] => [
  unconfirmed(
    "offCameraPrincipalSession",
    "D",
    `Derived by arithmetic from a weak 2019 base, not published (D?). ${yearNote}`,
    src.fkks2019,
  ),
  ...notFoundRows([
    "group3To5Session",
    "group6To8Session",
    "group9PlusSession",
    "extraSession",
    "audioPrincipalSession",
  ]),
  unconfirmed("classAUse", "NF", "2025 Class A per-use rates not found.", src.sagUseFeesFaq),
  unconfirmed("classACapPer13Weeks", "NF", "A 2025 Class A cap was not found."),
  unconfirmed("traditionalDigitalFlat", "NF", "Flat 4wk/13wk/1yr amounts not found.", src.votingMessage2025),
  unconfirmed("wildSpotFlat", "NF", NOT_FOUND),
  unconfirmed("dealerFlat", "NF", NOT_FOUND, src.ihaforum),
];

const laterYear2025 = (year: 2 | 3, raise: string): RateInput[] => [
  unconfirmed(
    "onCameraPrincipalSession",
    "D",
    `Year ${year} = previous year ${raise}: derived, and SAG-AFTRA's rounding and raise date are not confirmed.`,
    src.commercials2025,
  ),
  unconfirmed(
    "streaming1Year",
    "NF",
    `Only the year-1 figure is published; whether it rises in year ${year} was not found.`,
    src.commercials2025,
  ),
  unconfirmed(
    "nationalCable1Year",
    "NF",
    `Only the year-1 figure (flipbook p40 example) is published.`,
    src.flipbookP40,
  ),
  ...unpublished2025(`Year ${year}.`),
];

const pensionHealth2025 = [
  { variant: "standard", confidence: "V", basisPoints: 2350, sourceUrl: src.votingMessage2025 },
  {
    variant: "jpcAuthorizer",
    confidence: "V",
    basisPoints: 1995,
    sourceUrl: src.votingMessage2025,
    note: "JPC authorizer waiver rate.",
  },
] as const;

const rawSchedules: z.input<typeof FeeScheduleSchema>[] = [
  {
    id: "SAG-AFTRA-2022",
    union: "SAG-AFTRA",
    label: "SAG-AFTRA Commercials Contract 2022",
    contractYear: 2022,
    yearOfContract: null,
    effectiveFrom: "2022-04-01",
    effectiveTo: "2025-03-31",
    periodNote: "One rate period: the 2022 contract raised session and holding fees once, in year 1.",
    rates: [
      verified("onCameraPrincipalSession", 78310, src.cmsRates),
      unconfirmed(
        "offCameraPrincipalSession",
        "D",
        "Derived from the 2019 figure +10%, weak base (D?); not published.",
        src.fkks2019,
      ),
      ...notFoundRows(["group3To5Session", "group6To8Session", "group9PlusSession", "audioPrincipalSession"]),
      unconfirmed(
        "extraSession",
        "D",
        "Derived from the 2019 figure +10%, weak base (D?); not published.",
        src.fkks2019,
      ),
      unconfirmed(
        "classAUse",
        "NF",
        "Cut 5% against 2019, but the per-use amounts were not found (only 2013 figures, H).",
        src.midAtlanticLetter,
      ),
      verified("classACapPer13Weeks", 2_000_000, src.midAtlanticLetter, "Class A cap per 13-week cycle."),
      unconfirmed(
        "streaming1Year",
        "D",
        'Derived backwards from the 2025 figure ("33.33% more"); not published.',
        src.commercials2025,
      ),
      unconfirmed("nationalCable1Year", "NF", NOT_FOUND),
      unconfirmed(
        "traditionalDigitalFlat",
        "NF",
        "New Structure flat 4wk/13wk/1yr fees exist; amounts not found.",
        src.votingMessage2025,
      ),
      unconfirmed(
        "wildSpotFlat",
        "NF",
        "New Structure flat fees (and Traditional unit tables) not found.",
        src.midAtlanticLetter,
      ),
      unconfirmed("dealerFlat", "NF", "New Structure flat option exists; amounts not found.", src.ihaforum),
    ],
    pensionHealth: [
      { variant: "standard", confidence: "V", basisPoints: 2050, sourceUrl: src.ihaforum },
      {
        variant: "jpcAuthorizer",
        confidence: "V",
        basisPoints: 1925,
        sourceUrl: src.ihaforum,
        note: "JPC authorizers.",
      },
    ],
  },
  {
    id: "SAG-AFTRA-2025-Y1",
    union: "SAG-AFTRA",
    label: "SAG-AFTRA Commercials Contract 2025, year 1",
    contractYear: 2025,
    yearOfContract: 1,
    effectiveFrom: "2025-04-01",
    effectiveTo: "2026-03-31",
    periodNote: "Year 1 ends where the year-2 raise is assumed to start (1 April, as the reference assumes).",
    rates: [
      verified(
        "onCameraPrincipalSession",
        82230,
        src.flipbookP40,
        "Also the holding fee in the p40 example.",
      ),
      verified("streaming1Year", 1_000_000, src.commercials2025),
      verified("nationalCable1Year", 1_350_000, src.flipbookP40),
      ...unpublished2025("Year 1."),
    ],
    pensionHealth: [...pensionHealth2025],
  },
  {
    id: "SAG-AFTRA-2025-Y2",
    union: "SAG-AFTRA",
    label: "SAG-AFTRA Commercials Contract 2025, year 2",
    contractYear: 2025,
    yearOfContract: 2,
    effectiveFrom: "2026-04-01",
    effectiveTo: "2027-03-31",
    periodNote: "Assumed: raises take effect on 1 April.",
    raiseOverPrevious: { basisPoints: 400, sourceUrl: src.commercials2025 },
    rates: laterYear2025(2, "x 1.04"),
    pensionHealth: [...pensionHealth2025],
  },
  {
    id: "SAG-AFTRA-2025-Y3",
    union: "SAG-AFTRA",
    label: "SAG-AFTRA Commercials Contract 2025, year 3",
    contractYear: 2025,
    yearOfContract: 3,
    effectiveFrom: "2027-04-01",
    effectiveTo: "2028-03-31",
    periodNote:
      "Assumed: the contract is labelled 2025-2028; its exact end was not found, so nothing is assumed after 2028-03-31.",
    raiseOverPrevious: { basisPoints: 300, sourceUrl: src.commercials2025 },
    rates: laterYear2025(3, "x 1.03"),
    pensionHealth: [...pensionHealth2025],
  },
];

/**
 * The rate cards, oldest first, validated when the module loads. No AFM schedule is loaded:
 * only 2017-18 AFM figures were found, and those are calibration data (H), not rates.
 */
export const feeSchedules: readonly FeeSchedule[] = FeeScheduleSchema.array().parse(rawSchedules);
